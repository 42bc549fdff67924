import { endpoints } from 'shared-contracts';
import { healthEndpoints } from 'shared-contracts/health';
import { keeperEndpoints } from 'shared-contracts/keepers';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { lotteryEndpoints } from 'shared-contracts/lottery';
import { notificationEndpoints } from 'shared-contracts/notifications';
import { setupEndpoints } from 'shared-contracts/provider-setup';
import { recordEndpoints } from 'shared-contracts/record-book';

/**
 * Every operation this API serves, by name: the main entry's rows, which the screens call, and
 * the provider set-up entry's, the record book's, the keeper season's, the notifications', the health check's, the draft lottery's and the league set-up's (docs/api.md §1), kept apart in shared-contracts so the first view
 * does not carry the set-up's contracts (docs/performance.md §2.2).
 */
export const apiEndpoints = {
  ...endpoints,
  ...setupEndpoints,
  ...recordEndpoints,
  ...keeperEndpoints,
  ...notificationEndpoints,
  ...healthEndpoints,
  ...lotteryEndpoints,
  ...leagueSetupEndpoints,
};
