// The entry `shared-contracts/provider-setup`: connecting a league to its provider and importing
// from it, the contracts and the endpoint rows that only the API and Settings use. Kept out of
// the main entry, which is shared whole and so paid for by every first view
// (docs/performance.md §2.2).
import { providerSetupEndpoints } from './endpoints/provider-setup';
import { yahooEndpoints } from './endpoints/yahoo';

export * from './provider-connection';
export * from './provider-import';
export * from './yahoo-roster';
export { providerSetupEndpoints, yahooEndpoints };

/** Every row of this entry, by name: the API registers them beside the main entry's `endpoints`. */
export const setupEndpoints = { ...yahooEndpoints, ...providerSetupEndpoints };
export type SetupEndpoints = typeof setupEndpoints;
