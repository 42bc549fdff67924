// What the Settings page may use of league-defaults (the lint boundary).
export { LeagueDefaultsCard } from './components/LeagueDefaultsCard';
