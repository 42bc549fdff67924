// What the league's own card offers mf-settings: its rename, deletion and leaving.
export { LeagueCard, LEAGUE_CARD_TEXTS } from './components/LeagueCard';
