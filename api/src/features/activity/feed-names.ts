import type { Queryable } from '../../db/client';
import { listTeams } from '../teams';
import { type FeedNames, namedUsers } from './activity-items';
import { displayNames, type FeedEntry } from './activity-repository';

/**
 * What the mapper needs to tell these entries of one league in words: the league's team
 * names, and the display names of the members a removal names. The feed, the live stream and
 * the notifications read them here, so all three say the same sentence (docs/api.md §18).
 */
export async function feedNamesOf(db: Queryable, leagueId: number, entries: FeedEntry[]): Promise<FeedNames> {
  const teams = new Map((await listTeams(db, leagueId)).map((row) => [row.id, row.name]));
  const users = await displayNames(db, namedUsers(entries));
  return { teams, users };
}
