// What the shell loads for /matchups/<id>: one game's page, as this remote's './Matchup'.
export { MatchupPage as default } from './features/matchup/components/MatchupPage';
