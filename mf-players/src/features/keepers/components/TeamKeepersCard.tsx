// One team's keepers for next year: who, what each costs, the total and the budget left.
import type { KeeperRule, Player, TeamKeepers } from 'shared-contracts';
import { Card, CardContent, CardHeader, CardTitle } from 'shared-ui';
import styled from 'styled-components';
import { ChooseKeepersDialog } from './ChooseKeepersDialog';

const Title = styled(CardTitle).attrs({ as: 'h3' })`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Keepers = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  padding: 0;
  list-style: none;
  li { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.spacing.sm}; }
  span:last-child { font-variant-numeric: tabular-nums; }
`;

const Totals = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface TeamKeepersCardProps {
  season: number;
  team: TeamKeepers;
  rule: KeeperRule;
  /** The team's players in the book; the Choose keepers button shows when the caller may change them. */
  players: readonly Player[];
  canChoose: boolean;
}

export function TeamKeepersCard({ season, team, rule, players, canChoose }: TeamKeepersCardProps) {
  return (
    <Card aria-label={`${team.teamName} keepers`} data-testid={`keepers-team-${team.teamId}`}>
      <CardHeader>
        <Title>{team.teamName}</Title>
      </CardHeader>
      <CardContent>
        {team.keepers.length === 0 ? (
          <Totals>No keepers yet.</Totals>
        ) : (
          <Keepers aria-label={`${team.teamName} keepers`}>
            {team.keepers.map((keeper) => (
              <li key={keeper.playerId}>
                <span>
                  {keeper.name} ({keeper.position})
                </span>
                <span>{keeper.cost === null ? '—' : `$${keeper.cost}`}</span>
              </li>
            ))}
          </Keepers>
        )}
        <Totals>
          {team.keepers.length} of {rule.maxKeepersPerTeam} keepers · total ${team.totalCost} · budget left ${team.budgetLeft} of ${rule.auctionBudget}
        </Totals>
        {canChoose && <ChooseKeepersDialog season={season} teamName={team.teamName} rule={rule} players={players} keeperCount={team.keepers.length} />}
      </CardContent>
    </Card>
  );
}
