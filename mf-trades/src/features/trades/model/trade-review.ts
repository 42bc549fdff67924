// What a trade under review shows (docs/screens/trades.md §4.7): its deadline as a date and as
// "in N hours", its votes against the threshold, and what the signed-in member may do: a
// manager of a team not in the trade vetoes or takes the veto back; the commissioner approves
// or vetoes.
import type { LeagueInfo, Trade } from 'shared-contracts';

type Member = Pick<LeagueInfo, 'role' | 'team'> | null;

/** "in 5 hours", "in 1 hour", "in less than an hour", or "due now" once passed. */
export function timeLeft(endsAt: string, now: Date): string {
  const ms = Date.parse(endsAt) - now.getTime();
  if (ms <= 0) return 'due now';
  const hours = Math.floor(ms / 3_600_000);
  if (hours === 0) return 'in less than an hour';
  return `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** "2 of 3 vetoes" (a vote), or null (the commissioner decides). */
export function voteCount(trade: Trade): string | null {
  const review = trade.review;
  if (!review || review.mode !== 'league-vote' || review.threshold === null) return null;
  return `${review.vetoTeamIds.length} of ${review.threshold} ${review.threshold === 1 ? 'veto' : 'vetoes'}`;
}

/** The member's team may vote on this trade now: under a league vote, and not in it. */
export function mayVote(trade: Trade, league: Member): boolean {
  const teamId = league?.team?.id;
  return (
    trade.status === 'in_review' &&
    trade.review?.mode === 'league-vote' &&
    teamId !== undefined &&
    teamId !== trade.proposedByTeamId &&
    teamId !== trade.proposedToTeamId &&
    // A trade of three or four teams: none of its teams votes on it (§4.9).
    !trade.teams.some((team) => team.teamId === teamId)
  );
}

/** The member's team has vetoed the trade. */
export function hasVetoed(trade: Trade, league: Member): boolean {
  const teamId = league?.team?.id;
  return teamId !== undefined && (trade.review?.vetoTeamIds ?? []).includes(teamId);
}

/** The commissioner may approve or veto any trade under review. */
export function mayDecide(trade: Trade, league: Member): boolean {
  return trade.status === 'in_review' && league?.role === 'commissioner';
}
