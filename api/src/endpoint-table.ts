import { endpoints } from 'shared-contracts';
import { healthEndpoints } from 'shared-contracts/health';
import { keeperEndpoints } from 'shared-contracts/keepers';
import { notificationEndpoints } from 'shared-contracts/notifications';
import { setupEndpoints } from 'shared-contracts/provider-setup';
import { recordEndpoints } from 'shared-contracts/record-book';

/**
 * Every operation this API serves, by name: the main entry's rows, which the screens call, and
 * the provider set-up entry's, the record book's, the keeper season's, the notifications' and the health check's (docs/api.md §1), kept apart in shared-contracts so the first view
 * does not carry the set-up's contracts (docs/performance.md §2.2).
 */
export const apiEndpoints = {
  ...endpoints,
  ...setupEndpoints,
  ...recordEndpoints,
  ...keeperEndpoints,
  ...notificationEndpoints,
  ...healthEndpoints,
};
