// The entry `shared-contracts/lottery`: the draft lottery's contracts and endpoint rows, which
// only the API and Draft Picks use. Kept out of the main entry, which is shared whole and so
// paid for by every first view (docs/performance.md §2.2).
export * from './lottery';
export { lotteryEndpoints } from './endpoints/lottery';
