// The inputs of a player's cost to keep, as the edit panel shows them: this year's cost, the
// buffer, the fixed and percentage increases, and whether he may still be kept. The numbers
// come from the one shared formula (shared-contracts' keeperCost), never recomputed here.
import { type Player } from 'shared-contracts';
import { keeperCost } from 'shared-contracts/keeper-cost';
import styled from 'styled-components';
import { type KeeperRule } from 'shared-contracts/keepers';

const Box = styled.section`
  margin: ${({ theme }) => theme.spacing.sm} 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin: 0;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
    margin: ${({ theme }) => theme.spacing.xs} 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const money = (value: number | null) => (value === null ? '—' : `$${value}`);

export function KeeperCostBreakdown({ player, rule }: { player: Player; rule: KeeperRule | null }) {
  if (!rule) {
    return (
      <Box aria-label="Cost to keep">
        <h3>Cost to keep in {player.year + 1}</h3>
        <p>The commissioner has not set the {player.year} keeper rule yet.</p>
      </Box>
    );
  }
  const result = keeperCost(player, rule);
  return (
    <Box aria-label="Cost to keep">
      <h3>
        Cost to keep in {player.year + 1}: {money(result.cost)}
      </h3>
      <dl>
        <div>
          <dt>{player.yearsKept > 0 ? 'This year (kept)' : 'This year (auction)'}</dt>
          <dd>{money(result.thisYearCost)}</dd>
        </div>
        <div>
          <dt>Buffer{rule.addBuffer ? '' : ' (not added)'}</dt>
          <dd>{money(result.buffer)}</dd>
        </div>
        <div>
          <dt>Fixed increase</dt>
          <dd>{money(result.fixedIncrease)}</dd>
        </div>
        <div>
          <dt>{rule.increasePercent}% increase, rounded up</dt>
          <dd>{money(result.percentIncrease)}</dd>
        </div>
        <div>
          <dt>Years kept</dt>
          <dd>
            {player.yearsKept} of {rule.maxYearsKept}
          </dd>
        </div>
      </dl>
      <p>{result.eligible ? 'Eligible to keep.' : `Not eligible: ${result.reason}.`}</p>
    </Box>
  );
}
