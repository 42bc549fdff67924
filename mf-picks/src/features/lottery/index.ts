// The draft lottery: what the Draft Picks screen shows of it.
export { DraftLotteryCard, LOTTERY_FAILED } from './components/DraftLotteryCard';
export { lotteryKeys, useLotteryStatus } from './api/lottery-api';
export { type LotteryReveal, useLotteryReveal, withPositionsBefore } from './hooks/useLotteryReveal';
