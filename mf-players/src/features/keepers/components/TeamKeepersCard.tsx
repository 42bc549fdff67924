// One team's keepers for next year: who, what each costs, the total and the budget left. A
// team over its keeper limit or its budget is flagged in colour (a red border and badge) and
// in words, since colour alone would not reach everyone.
import type { Player } from 'shared-contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from 'shared-ui';
import styled from 'styled-components';
import { dollars, ruleBreaches } from '../model/rule-breaches';
import { ChooseKeepersDialog } from './ChooseKeepersDialog';
import { type KeeperRule, type TeamKeepers } from 'shared-contracts/keepers';

const TeamCard = styled(Card)<{ $flagged: boolean }>`
  ${({ $flagged, theme }) => ($flagged ? `border: 2px solid ${theme.colors.destructive};` : '')}
`;

const Head = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;

const Breaches = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  padding-left: 1.25rem;
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Title = styled(CardTitle).attrs({ as: 'h3' })`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Keepers = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
  }
  span:last-child {
    font-variant-numeric: tabular-nums;
  }
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
  const breaches = ruleBreaches(team, rule);
  return (
    <TeamCard
      aria-label={`${team.teamName} keepers`}
      data-testid={`keepers-team-${team.teamId}`}
      $flagged={breaches.length > 0}
    >
      <Head>
        <Title>{team.teamName}</Title>
        {breaches.length > 0 && <Badge variant="destructive">Breaks the keeper rule</Badge>}
      </Head>
      <CardContent>
        {breaches.length > 0 && (
          <Breaches aria-label={`How ${team.teamName} breaks the keeper rule`}>
            {breaches.map((breach) => (
              <li key={breach}>{breach.charAt(0).toUpperCase() + breach.slice(1)}</li>
            ))}
          </Breaches>
        )}
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
          {team.keepers.length} of {rule.maxKeepersPerTeam} keepers · total ${team.totalCost} · budget left{' '}
          {dollars(team.budgetLeft)} of ${rule.auctionBudget}
        </Totals>
        {canChoose && (
          <ChooseKeepersDialog
            season={season}
            teamName={team.teamName}
            rule={rule}
            players={players}
            keeperCount={team.keepers.length}
          />
        )}
      </CardContent>
    </TeamCard>
  );
}
