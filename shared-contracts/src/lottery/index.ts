export type { LotteryTeam } from './draw';
export * from './odds';
export * from './schemas';
