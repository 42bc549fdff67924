// The trade review's rules as pure functions (docs/screens/trades.md §4.7): who may veto,
// how many vetoes end a review, and what a review is at a given moment. The database code
// (trade-review.ts) decides with these, so the rules are tested apart from any database.

/**
 * The vetoes that end a league vote's review: `vetoPercent` of the teams not in the trade,
 * rounded up, at least one and at most all of them. Integer arithmetic: 33% of 9 teams is
 * 3 vetoes, not 3 because 2.97 rounded up by floating point luck.
 */
export function vetoThreshold(teamsNotInTrade: number, vetoPercent: number): number {
  const eligible = Math.max(0, Math.floor(teamsNotInTrade));
  if (eligible === 0) return 1;
  const percent = Math.min(100, Math.max(1, Math.floor(vetoPercent)));
  return Math.min(eligible, Math.max(1, Math.floor((eligible * percent + 99) / 100)));
}

/**
 * A team may veto a trade it is not in; a member without a team may not. `otherTeamIds`: a
 * trade of three or four teams' teams beyond its two (docs/screens/trades.md §4.9).
 */
export function mayVeto(
  teamId: number | null,
  trade: { proposedByTeamId: number; proposedToTeamId: number },
  otherTeamIds: readonly number[] = [],
): boolean {
  return (
    teamId !== null &&
    teamId !== trade.proposedByTeamId &&
    teamId !== trade.proposedToTeamId &&
    !otherTeamIds.includes(teamId)
  );
}

/** What a trade under review is: its status, mode, deadline, threshold and the vetoes it has. */
export type ReviewFacts = {
  status: string;
  mode: 'commissioner' | 'league-vote' | null;
  endsAt: Date | null;
  threshold: number | null;
  vetoes: number;
};

/**
 * Where a review stands at `now`: 'closed' when the trade is not under review (it already
 * ended, once, whichever way), 'vetoed' when its vetoes reach the threshold, 'due' when a
 * league vote's deadline has passed without that, else 'waiting' (a commissioner's approval
 * waits without a deadline). Only 'due' moves the assets, and only from 'in_review': the
 * end sets another status, so asking again answers 'closed' (a review completes once).
 */
export function reviewState(facts: ReviewFacts, now: Date): 'closed' | 'vetoed' | 'due' | 'waiting' {
  if (facts.status !== 'in_review') return 'closed';
  if (facts.mode !== 'league-vote') return 'waiting';
  if (facts.threshold !== null && facts.vetoes >= facts.threshold) return 'vetoed';
  if (facts.endsAt !== null && facts.endsAt.getTime() <= now.getTime()) return 'due';
  return 'waiting';
}

/** The status a review ends in, from its state; null while it still runs or has ended. */
export function endOfReview(state: ReturnType<typeof reviewState>): 'accepted' | 'vetoed' | null {
  if (state === 'due') return 'accepted';
  if (state === 'vetoed') return 'vetoed';
  return null;
}
