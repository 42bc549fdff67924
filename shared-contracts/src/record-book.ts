// The entry `shared-contracts/record-book`: the record book's contracts and endpoint rows, which
// only the API and the Record Book page use. Kept out of the main entry, which is shared whole
// and so paid for by every first view (docs/performance.md §2.2).
export * from './records';
export { recordEndpoints } from './endpoints/records';
