// The entry `shared-contracts/health`: the health check's answer and row, which only the API
// (and the scripts that wait on it) use. Kept out of the main entry, which is shared whole and
// so paid for by every first view (docs/performance.md §2.2).
export * from './health';
export { healthEndpoints } from './endpoints/health';
