// What follows the pointer (or the keyboard) while a game is dragged: the game, and where it
// will land if dropped now.
import type { ScheduleMatchup } from 'shared-contracts';
import { Badge } from 'shared-ui';
import styled from 'styled-components';
import type { Slot } from '../model/drop-zone';

const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  height: 100%;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 2px solid ${({ theme }) => theme.colors.ring};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  cursor: grabbing;
`;

const Landing = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export function DragPreview({ matchup, landing }: { matchup: ScheduleMatchup; landing: Slot | null }) {
  return (
    <Preview data-testid="drag-preview">
      <Badge variant="muted">{matchup.homeTeam.abbreviation}</Badge>
      <span>vs</span>
      <Badge variant="muted">{matchup.awayTeam.abbreviation}</Badge>
      <Landing>{landing ? `→ Week ${landing.weekNumber}, game ${landing.position}` : 'Not a place to drop'}</Landing>
    </Preview>
  );
}
