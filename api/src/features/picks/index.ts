export { listPicksHeldBy, listPingPongBalls } from './pick-repository';
