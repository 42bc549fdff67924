// What the shell loads for /players: the Players screen, as this remote's './Players'.
export { PlayersPage as default } from './pages/PlayersPage';
