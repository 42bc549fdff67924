export { rememberLastUsedLeague } from './last-used-league';
export { storedUserId } from './caller-user';
export { leagueSummaryOf } from './league-directory';
