/**
 * The teams of a trade and their answers (docs/screens/trades.md §4.9): pure rules, beside the
 * repository that stores them in trade_teams. A two-team trade is the same rules with two.
 */

/** A team of a trade: its place (0 the proposer, 1 the team proposed to), and when it accepted. */
export type Party = { teamId: number; position: number; acceptedAt: Date | null };

/** What the parties' rules read of a trade's own row. */
type TradeHead = {
  proposedByTeamId: number;
  proposedToTeamId: number;
  proposedAt: Date;
  status: string;
  respondedAt: Date | null;
};

/** Statuses a trade reaches only after the team proposed to accepted it. */
const ACCEPTED_STATUSES = new Set(['accepted', 'in_review', 'vetoed', 'rejected_by_commissioner']);

/**
 * The trade's parties in order: its stored rows, or, for a trade that has none (proposed
 * before trades named their teams, or seeded), the two teams of its own row: the proposer
 * accepted when it proposed, the other when the trade was accepted.
 */
export function partiesOf(trade: TradeHead, stored: readonly Party[]): Party[] {
  if (stored.length > 0) return [...stored].sort((a, b) => a.position - b.position);
  return [
    { teamId: trade.proposedByTeamId, position: 0, acceptedAt: trade.proposedAt },
    {
      teamId: trade.proposedToTeamId,
      position: 1,
      // A seeded trade may be accepted with no answer's time: it was accepted by the time it was proposed.
      acceptedAt: ACCEPTED_STATUSES.has(trade.status) ? (trade.respondedAt ?? trade.proposedAt) : null,
    },
  ];
}

/** The teams that have not accepted yet, in the trade's order. */
export function waitingTeams(parties: readonly Party[]): number[] {
  return parties.filter((party) => party.acceptedAt === null).map((party) => party.teamId);
}

/** The proposal's teams in order: proposer, the team proposed to, then the others as named. */
export function proposalTeams(proposedBy: number, proposedTo: number, others: readonly number[] = []): number[] {
  return [proposedBy, proposedTo, ...others];
}

/**
 * The rules between a proposal's teams and its items (400 each): no team twice, each item
 * between two different teams of the trade, and every team giving or getting something, so
 * no team is asked to accept a trade that does not touch it. A null item is one already
 * refused (it names no team of the league): it is neither checked nor counted.
 */
export function partyProblems(
  teams: readonly number[],
  items: ReadonlyArray<{ fromTeamId: number; toTeamId: number } | null>,
  teamName: (id: number) => string = String,
): string[] {
  const problems: string[] = [];
  if (new Set(teams).size !== teams.length) problems.push('A team can be in a trade only once');
  const inTrade = new Set(teams);
  items.forEach((item, index) => {
    if (item === null) return;
    if (item.fromTeamId === item.toTeamId || !inTrade.has(item.fromTeamId) || !inTrade.has(item.toTeamId))
      problems.push(
        teams.length === 2
          ? `Item ${index + 1}: must move from one team of the trade to the other`
          : `Item ${index + 1}: must move between two teams of the trade`,
      );
  });
  const touched = new Set(items.flatMap((item) => (item ? [item.fromTeamId, item.toTeamId] : [])));
  if (teams.length > 2 && items.every((item) => item !== null)) {
    const idle = [...inTrade].filter((team) => !touched.has(team));
    if (idle.length > 0)
      problems.push(`Every team of the trade must give or get an item: ${idle.map(teamName).join(', ')} does not`);
  }
  return problems;
}

/** Why a member may not answer for a team (403), or the teams the answer is for. */
export type Answering = { refused: string } | { teams: number[] };

/**
 * The teams an accept or a reject is for. A manager answers for his own team only, while it
 * waits. The commissioner answers for the team he names; without one, for his own team when it
 * waits, else for every team still waiting (as his accept of a two-team trade always was).
 * `already` is a 409: the team has accepted, its answer is given.
 */
export function answeringTeams(
  member: { role: string; teamId: number | null },
  parties: readonly Party[],
  requested: number | undefined,
  action: 'accept' | 'reject',
): Answering | { already: string } {
  const waiting = waitingTeams(parties);
  const inTrade = (teamId: number | null) => parties.some((party) => party.teamId === teamId);
  const twoTeams = parties.length === 2;
  const onlyReceiving = twoTeams
    ? `Only the receiving team can ${action} this trade`
    : `Only a team of the trade can ${action} it`;
  if (member.role === 'commissioner') {
    if (requested !== undefined) {
      if (!inTrade(requested)) return { refused: `Team ${requested} is not in this trade` };
      if (!waiting.includes(requested)) return { already: `Team ${requested} has already accepted this trade` };
      return { teams: [requested] };
    }
    if (member.teamId !== null && waiting.includes(member.teamId)) return { teams: [member.teamId] };
    return { teams: waiting };
  }
  const own = member.teamId;
  if (requested !== undefined && requested !== own) return { refused: 'You can only answer a trade for your own team' };
  if (own === null || !inTrade(own)) return { refused: onlyReceiving };
  if (twoTeams && own !== parties[1]?.teamId) return { refused: onlyReceiving };
  if (own === parties[0]?.teamId)
    return { refused: `The proposing team cannot ${action} its own trade: it may cancel it` };
  if (!waiting.includes(own)) return { already: 'Your team has already accepted this trade' };
  return { teams: [own] };
}
