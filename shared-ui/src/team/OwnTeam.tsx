// The signed-in member's own team, marked the same way on every screen that lists teams
// (docs/web.md §12): its row, card or tile carries `data-own-team` (the page-wide style gives it
// a tinted background), and a `You` mark beside its name says it in words too, so the colour
// is never the only sign.
import styled from 'styled-components';
import { Badge, type BadgeProps } from '../components/Badge';

/** The words of the mark. */
export const OWN_TEAM_MARK = 'You';

const Mark = styled(Badge)`
  margin-inline: ${({ theme }) => theme.spacing.xs};
  vertical-align: middle;
`;

/** `You`, beside the own team's name; `title` says it in full to a pointer. */
export function OwnTeamMark(props: Omit<BadgeProps, 'children' | 'variant'>) {
  return (
    <Mark variant="default" title="Your team" data-own-team-mark="" {...props}>
      {OWN_TEAM_MARK}
    </Mark>
  );
}

/** Spread on the own team's row, card or tile: `<li {...ownTeamAttributes(isOwn)}>`. */
export function ownTeamAttributes(isOwn: boolean): { 'data-own-team'?: '' } {
  return isOwn ? { 'data-own-team': '' } : {};
}
