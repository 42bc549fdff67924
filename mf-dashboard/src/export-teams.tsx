// What the shell loads for /teams: the Teams screen, as this remote's './Teams'.
export { TeamsPage as default } from './features/teams/components/TeamsPage';
