// GET /api/keepers/{season}/board: the keepers of the season before a draft, each on the pick he
// uses, and the conflicts (docs/screens/picks.md §4.6). A draft year's keepers were declared on
// the book of the year before it.
import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryRoots } from 'shared-contracts';
import { keeperEndpoints } from 'shared-contracts/keepers';

/** The keeper season whose keepers a draft year's board shows. */
export const keeperSeasonOfDraft = (draftYear: number) => draftYear - 1;

export const keeperBoardQueryOptions = (draftYear: number) =>
  queryOptions({
    queryKey: [queryRoots.keepers, 'board', keeperSeasonOfDraft(draftYear)] as const,
    queryFn: ({ signal }) =>
      api.call(keeperEndpoints.getKeeperBoard, { params: { season: keeperSeasonOfDraft(draftYear) }, signal }),
  });
