// One team of the game (docs/screens/matchup.md §2): its badge, name and total (the stored
// score, the scoreboard's number), then its starters by slot and its bench below.
import type { MatchupDetail, MatchupSide } from 'shared-contracts';
import { useOwnTeamId } from 'shared-auth';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  formatPoints,
  ownTeamAttributes,
  OwnTeamMark,
  TeamBadge,
} from 'shared-ui';
import styled from 'styled-components';
import { LineupTable } from './LineupTable';

export const NO_LINEUP = 'No lineup set';

const Header = styled(CardHeader)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Name = styled(CardTitle)`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Total = styled.span<{ $winner: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ $winner }) => ($winner ? 700 : 400)};
  font-variant-numeric: tabular-nums;
`;

const Part = styled.h3`
  margin: ${({ theme }) => theme.spacing.md} 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export function MatchupSideCard({
  side,
  lineups,
  winner,
  where,
}: {
  side: MatchupSide;
  lineups: MatchupDetail['lineups'];
  winner: boolean;
  /** 'home' or 'away': names the card's parts apart from the other team's. */
  where: 'home' | 'away';
}) {
  const ownTeamId = useOwnTeamId();
  const { team } = side;
  const titleId = `matchup-${where}-title`;
  return (
    <Card aria-labelledby={titleId} {...ownTeamAttributes(team.id === ownTeamId)}>
      <Header>
        <TeamBadge abbreviation={team.abbreviation} imageUrl={team.logoUrl} />
        <Name id={titleId}>
          {team.name}
          {team.id === ownTeamId && <OwnTeamMark />}
        </Name>
        <Total $winner={winner} data-total="">
          {side.score === null ? '-' : formatPoints(side.score)}
        </Total>
      </Header>
      {lineups === 'available' && (
        <CardContent>
          <Part>Starters</Part>
          {side.starters.length === 0 ? (
            <Muted>{NO_LINEUP}</Muted>
          ) : (
            <LineupTable label={`${team.name} starters`} players={side.starters} />
          )}
          {side.bench.length > 0 && (
            <>
              <Part>Bench</Part>
              <LineupTable label={`${team.name} bench`} players={side.bench} bench />
            </>
          )}
        </CardContent>
      )}
    </Card>
  );
}
