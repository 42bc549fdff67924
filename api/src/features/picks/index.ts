export { ballsHeldMessage, findActiveLottery, lotteryWaits } from './lottery/lottery-repository';
export { insertBallRow, listPicksHeldBy, listPingPongBalls, lockBallRows, updateBallQuantity } from './pick-repository';
export { teamAbbreviations } from './pick-names';
