// 'Verified', or exactly where the draw differs: recomputed here, in this browser, from the
// revealed secret, the entries and the balls the draw used.
import type { Lottery } from 'shared-contracts/lottery';
import { Badge } from 'shared-ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { differenceLines, VERIFIED, verifyDrawnLottery } from '../model/verification';
import { Hex, Muted } from './styles';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing.lg};
    overflow-wrap: anywhere;
  }
`;

export function LotteryVerification({ lottery, teamName }: { lottery: Lottery; teamName: (teamId: number) => string }) {
  const result = useMemo(() => verifyDrawnLottery(lottery), [lottery]);
  if (!result) return null;
  return (
    <Box data-testid={`lottery-verification-${lottery.id}`}>
      {result.verified ? (
        <>
          <div>
            <Badge variant="success">{VERIFIED}</Badge>
          </div>
          <Muted>
            Your browser recomputed the commitment from the revealed secret and the whole lottery order from the secret,{' '}
            {lottery.entries.length} {lottery.entries.length === 1 ? 'entry' : 'entries'} and the balls: they match what
            was published. Seed <Hex>{result.seed}</Hex>
          </Muted>
        </>
      ) : (
        <>
          <div>
            <Badge variant="destructive">Does not verify</Badge>
          </div>
          <ul aria-label="Where the draw differs">
            {differenceLines(result, teamName).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}
