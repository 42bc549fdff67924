// The entry `shared-contracts/league-setup`: setting a league up (its teams, a generated
// schedule and picks), contracts and endpoint rows, which only the API, Settings, Schedule and
// Draft Picks use. Kept out of the main entry, which is shared whole and so paid for by every
// first view (docs/performance.md §2.2).
export * from './league-setup';
export { leagueSetupEndpoints } from './endpoints/league-setup';
