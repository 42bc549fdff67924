// The entry `shared-contracts/keepers`: the keeper season's contracts and endpoint rows, and the
// deadline's local time in its zone (zoned-time.ts), which
// only the API and the keeper screens (Players, Settings, Draft Picks) use. Kept out of the main
// entry, which is shared whole and so paid for by every first view (docs/performance.md §2.2).
export * from './keepers';
export * from './zoned-time';
export { keeperEndpoints } from './endpoints/keepers';
