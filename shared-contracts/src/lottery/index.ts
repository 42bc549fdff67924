export type { LotteryTeam } from './draw';
export * from './schemas';
