import type { OwnTeamsLeftOut } from 'shared-contracts/provider-setup';

/**
 * An import that adds the provider's teams while some of the league's own teams are linked to
 * none of them leaves the league with two sets of teams side by side (the own ones with no
 * games, yet in the standings and the draft lottery). Answers what to warn of, or null when
 * the import adds no team or every own team is linked.
 */
export function ownTeamsLeftOut(unlinkedOwnTeams: string[], teamsAdded: number): OwnTeamsLeftOut | null {
  if (teamsAdded === 0 || unlinkedOwnTeams.length === 0) return null;
  return { unlinked: [...unlinkedOwnTeams].sort((a, b) => a.localeCompare(b)), newTeams: teamsAdded };
}

/** Why such an import is refused, and the two ways on. */
export function ownTeamsRefusal(leftOut: OwnTeamsLeftOut, providerName: string): string {
  const count = leftOut.unlinked.length;
  const teams = count === 1 ? 'team' : 'teams';
  return (
    `The league has ${count} ${teams} no ${providerName} team is linked to (${leftOut.unlinked.join(', ')}). ` +
    `Link them to their ${providerName} teams in Settings' Link Teams card first, ` +
    `or choose to add ${providerName}'s ${leftOut.newTeams} teams beside the league's own.`
  );
}
