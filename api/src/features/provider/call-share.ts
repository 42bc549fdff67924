/**
 * Whose turn a provider call takes and what it is for (docs/sleeper.md §7): a league's share of
 * the site's provider budget, and, within it, a league's own screens ahead of look-ups and
 * imports. The work that starts a call says so once (a route, the import runner, the score
 * timer) and every call it makes, however deep, carries it: the calls are made far below, in
 * the provider's client, where neither the league nor the work is otherwise known.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a call is for, most urgent first: a screen of the league waiting on it, a person
 * looking a provider league or user up, an import or score refresh running on its own.
 */
export type CallKind = 'screen' | 'lookup' | 'import';

export type CallShare = {
  /** Whose share of the budget: `league 12`, or `user 7` for a person with no league yet, or `site`. */
  share: string;
  kind: CallKind;
};

/** Work started by no league (the site's own, such as the daily player list): its own share. */
export const SITE_SHARE = 'site';

export const leagueShare = (leagueId: number) => `league ${leagueId}`;
export const userShare = (userId: number) => `user ${userId}`;

const current = new AsyncLocalStorage<CallShare>();

/** The share and kind of the call being made now: a request's screen, of the site, when nobody said. */
export function currentCallShare(): CallShare {
  return current.getStore() ?? { share: SITE_SHARE, kind: 'screen' };
}

/** Runs `work` with its provider calls in `share`, counted as `kind`. */
export function withCallShare<T>(call: CallShare, work: () => T): T {
  return current.run(call, work);
}

/** Runs `work` with its provider calls counted as `kind`, in whatever share they are made. */
export function asCallKind<T>(kind: CallKind, work: () => T): T {
  return current.run({ ...currentCallShare(), kind }, work);
}

/** Runs `work` with its provider calls in `share`, of the kind the work around it said. */
export function inCallShare<T>(share: string, work: () => T): T {
  return current.run({ ...currentCallShare(), share }, work);
}
