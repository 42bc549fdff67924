// What the members list offers for removing a member (docs/screens/settings.md §4.6): only a
// removal the API would accept, and the API's reason beside a member it would refuse.
import { LAST_COMMISSIONER, type LeagueMember } from 'shared-contracts';

export type MemberRemoval =
  /** The button's verb: `Remove` for a member, `Withdraw invitation` for an invitation. */
  | { kind: 'offered'; action: 'Remove' | 'Withdraw invitation' }
  /** Not offered: why the API would refuse it. */
  | { kind: 'refused'; reason: string };

const joinedCommissioner = (member: LeagueMember) => member.role === 'commissioner' && member.status === 'joined';

/** The API keeps at least one joined commissioner (docs/roles.md §2); anyone else may go. */
export function memberRemoval(member: LeagueMember, members: readonly LeagueMember[]): MemberRemoval {
  if (member.status === 'invited') return { kind: 'offered', action: 'Withdraw invitation' };
  if (joinedCommissioner(member) && members.filter(joinedCommissioner).length <= 1)
    return { kind: 'refused', reason: LAST_COMMISSIONER };
  return { kind: 'offered', action: 'Remove' };
}
