export { listPlayers } from './player-repository';
