export { listPlayers } from './player-repository';
export {
  insertPlayers,
  listPlayerRowsOfYears,
  lockPlayers,
  type NewPlayer,
  type PlayerRow,
  updatePlayers,
} from './player-repository';
