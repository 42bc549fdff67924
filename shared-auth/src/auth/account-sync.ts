import { endpoints, type LeagueInfo } from 'shared-contracts';
import { ApiError, errorMessage, type ApiClient } from '../api/api-client';
import type { AuthUser } from './backend';
import { syncBody } from './sync-body';

export type AccountSyncResult =
  | { kind: 'ready'; league: LeagueInfo }
  | { kind: 'non-member' }
  | { kind: 'welcome' }
  | { kind: 'unverified' }
  | { kind: 'failed'; message: string };

/**
 * Makes sure the database user exists (POST /api/auth/user, idempotent) and asks which
 * league the user works in: 200 is a member. A 403 means one of two things (docs/leagues.md):
 * with a league chosen (`leagueChosen`: a `?league=` link or the tab's earlier choice, sent as
 * the X-League-Id header) the person is not a member of that league ('non-member'); with none,
 * they belong to no league at all ('welcome': create one or join with a link). The sync itself
 * answers 403 to an email the provider has not verified. A failure is logged
 * (docs/decisions.md §14) and reported so the guard can offer a retry.
 *
 * The league is asked beside the sync, not after it: a returning member's answer comes back in
 * the same round trip, one fewer before the first screen (on a phone's slow network most of
 * the first load is round trips). Only when that early answer is not the league (a first
 * sign-in, whose membership the sync itself grants) is it asked again once the sync is done.
 */
export async function syncAccount(
  client: ApiClient,
  user: AuthUser,
  { leagueChosen = false }: { leagueChosen?: boolean } = {},
): Promise<AccountSyncResult> {
  const early = client.call(endpoints.getLeague).then(
    (league) => ({ league }),
    () => null,
  );
  try {
    await client.call(endpoints.syncUser, { body: syncBody(user) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403)
      return { kind: user.emailVerified ? 'non-member' : 'unverified' };
    console.error('Database user sync failed', error);
    return { kind: 'failed', message: errorMessage(error) };
  }
  const answered = await early;
  if (answered) return { kind: 'ready', league: answered.league };
  try {
    return { kind: 'ready', league: await client.call(endpoints.getLeague) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { kind: leagueChosen ? 'non-member' : 'welcome' };
    console.error('League lookup failed', error);
    return { kind: 'failed', message: errorMessage(error) };
  }
}
