import { httpErrors } from '@fastify/sensible';
import { ACTIVITY_PAGE_SIZE, type ActivityItem, type ActivityQuery } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { readThrough } from '../../db/read-cache';
import { findTeam } from '../teams';
import { feedActions } from './activity-kinds';
import { toActivityItem } from './activity-items';
import { entryExists, listFeedPage } from './activity-repository';
import { feedNamesOf } from './feed-names';

type ActivityPage = { items: ActivityItem[]; next: string | null };

/**
 * GET /api/activity: one page of the league's feed and the address of the next one (null on
 * the last page), with the same filters and page size, for the answer's `Link` header: the
 * trade history's paging (docs/api.md §18).
 *
 * Every Home asks for the first page, so a page is remembered until the league's audit log,
 * teams or the users' names change (docs/api.md §16): read afresh, a page costs an unprepared
 * statement over the log (its action list, its JSON filter) and two look-ups.
 */
export function readActivityPage(db: Queryable, leagueId: number, query: ActivityQuery): Promise<ActivityPage> {
  const { before, limit, team, kind } = query;
  return readThrough(
    db,
    `activity ${leagueId} ${kind ?? '*'} ${team ?? '*'} ${before ?? '*'} ${limit ?? '*'}`,
    ['audit_log', 'teams', 'users'],
    () => readPage(db, leagueId, query),
    { leagueId },
  );
}

async function readPage(db: Queryable, leagueId: number, query: ActivityQuery): Promise<ActivityPage> {
  const { before, limit, team, kind } = query;
  // A team or a cursor naming no row of the league is as missing as a path's id (docs/api.md §3):
  // an empty page would read as "no activity" or as the end of the feed.
  if (team !== undefined && !(await findTeam(db, leagueId, team))) throw httpErrors.notFound(`Team ${team} not found`);
  if (before !== undefined && !(await entryExists(db, leagueId, before))) {
    throw httpErrors.notFound(`before ${before} names no activity of this league: start again from the first page`);
  }
  const page = await listFeedPage(
    db,
    leagueId,
    { actions: feedActions(kind), teamId: team },
    { before, limit: limit ?? ACTIVITY_PAGE_SIZE },
  );
  const names = await feedNamesOf(db, leagueId, page.entries);
  const items = page.entries.flatMap((entry) => toActivityItem(entry, names) ?? []);
  const last = page.entries.at(-1);
  if (!page.more || !last) return { items, next: null };
  const next = new URLSearchParams();
  if (team !== undefined) next.set('team', String(team));
  if (kind !== undefined) next.set('kind', kind);
  if (limit !== undefined) next.set('limit', String(limit));
  next.set('before', String(last.id));
  return { items, next: `/api/activity?${next}` };
}
