import type { LeagueInfo } from 'shared-contracts';

/** A member in a league: whose answers a record holds (docs/web.md §15). */
export interface AnswersOwner {
  uid: string;
  leagueId: number;
}

/**
 * A returning member's last known answers, as the sign-in needs them (docs/web.md §15); the
 * app runtime (shared-app's persisted answers) provides them.
 */
export interface LastKnownAnswers {
  /**
   * The league `uid`'s answers are kept in on this browser, or null (none, or several): what a
   * tab opened with no league chosen works in.
   */
  keptLeague(uid: string): Promise<number | null>;
  /** Puts the owner's kept answers back into the page's cache; answers the league kept with them, or null. */
  restore(owner: AnswersOwner): Promise<LeagueInfo | null>;
  /** Keeps the owner's answers from now on, `league` among them. */
  keep(owner: AnswersOwner, league: LeagueInfo): void;
  /** Stops keeping and deletes what was kept: in `leagueId` alone, or everything. */
  forget(scope?: { leagueId?: number }): Promise<void>;
}
