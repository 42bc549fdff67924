// One team on the Teams screen: its badge, name, record, total points and FAAB left, on a
// button that opens and closes its roster (announced through aria-expanded); the member's own
// team marked.
import { Link } from 'react-router-dom';
import type { TeamWithRecord } from 'shared-contracts';
import { useOwnTeamId } from 'shared-auth';
import { Card, formatPoints, OwnTeamMark, ownTeamAttributes, TeamBadge } from 'shared-ui';
import styled from 'styled-components';
import { matchupPath } from '../../../lib/matchup-path';
import { formatFaabLeft, formatRecord } from '../../../lib/team-format';
import { TeamRoster } from './TeamRoster';

const Toggle = styled.button`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

// The heading holds the button (the accordion pattern), so headings lead to every team.
const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 400;
`;

const Name = styled.span`
  display: block;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Season = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Chevron = styled.span<{ $open: boolean }>`
  transition: transform 150ms;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const GameLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  color: inherit;
  font-weight: 600;
  text-underline-offset: 0.2em;
`;

const Body = styled.div`
  padding: 0 ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md};
`;

export interface TeamCardProps {
  team: TeamWithRecord;
  season: number;
  week: number;
  /** The team's game of the week, when it plays one (and the week's games are known). */
  gameId?: number | undefined;
  open: boolean;
  onToggle: (teamId: number) => void;
  /** The team's FAAB left for the season; undefined until the balances are read. */
  faabLeft?: number;
}

export function TeamCard({ team, season, week, gameId, open, onToggle, faabLeft }: TeamCardProps) {
  const bodyId = `team-${team.id}-roster`;
  const nameId = `team-${team.id}-name`;
  const own = useOwnTeamId() === team.id;
  return (
    <Card aria-labelledby={nameId} {...ownTeamAttributes(own)}>
      <Heading>
        <Toggle aria-expanded={open} aria-controls={bodyId} onClick={() => onToggle(team.id)}>
          <TeamBadge abbreviation={team.abbreviation} imageUrl={team.logoUrl} size="2.75rem" />
          <span>
            <Name>
              <span id={nameId}>{team.name}</span>
              {own && <OwnTeamMark />}
            </Name>
            <Season>
              <span>{formatRecord(team)}</span> · <span>{formatPoints(team.totalPoints)} PTS</span>
              {faabLeft !== undefined && (
                <>
                  {' · '}
                  <span>{formatFaabLeft(faabLeft)}</span>
                </>
              )}
            </Season>
          </span>
          <Chevron $open={open} aria-hidden="true">
            ▾
          </Chevron>
        </Toggle>
      </Heading>
      {open && (
        <Body id={bodyId}>
          {gameId !== undefined && (
            <GameLink to={matchupPath(gameId)} aria-label={`Week ${week} matchup of ${team.name}`}>
              Week {week} matchup
            </GameLink>
          )}
          <TeamRoster teamName={team.name} teamKey={team.yahooTeamKey} season={season} week={week} />
        </Body>
      )}
    </Card>
  );
}
