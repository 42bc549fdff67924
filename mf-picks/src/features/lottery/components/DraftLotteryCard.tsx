// The 'Draft Lottery' card of the Draft Picks screen: the year's odds, the commitment, the
// entries and, once drawn, the reveal and this browser's verification. Every member sees it
// all; the commissioner's steps show only to the commissioner (and the server enforces them).
import { errorMessage } from 'shared-auth';
import type { Lottery } from 'shared-contracts/lottery';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, QueryState, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { useLottery } from '../api/lottery-api';
import type { Reveal } from '../hooks/useReveal';
import { LotteryControls } from './LotteryControls';
import { LotteryEntries } from './LotteryEntries';
import { LotteryHistory } from './LotteryHistory';
import { LotteryOddsTable } from './LotteryOddsTable';
import { LotteryReveal } from './LotteryReveal';
import { LotteryVerification } from './LotteryVerification';
import { Hex, Muted } from './styles';

export const LOTTERY_FAILED = 'Failed to fetch the draft lottery';

const Content = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const STATUS_WORDS: Record<Lottery['status'], string> = {
  open: 'Entries open',
  closed: 'Entries closed',
  drawn: 'Drawn',
  reset: 'Reset',
};

function statusLine(year: number, lottery: Lottery | null, isCommissioner: boolean, canOpen: boolean): string {
  if (lottery === null && !canOpen) return `The ${year} lottery opens once the year has draft picks.`;
  if (lottery === null)
    return isCommissioner
      ? `Open the ${year} lottery to publish its commitment and take members' entries.`
      : `The commissioner has not opened the ${year} lottery yet.`;
  if (lottery.status === 'open')
    return 'Any member may add an entry until the commissioner closes entries. The seed is a hash of the secret and every entry.';
  if (lottery.status === 'closed') return 'Entries are closed; the commissioner draws next.';
  return 'The secret is revealed: your browser checks the draw below.';
}

export interface DraftLotteryCardProps {
  year: number;
  isCommissioner: boolean;
  /** False for a year without picks: the lottery draws round 1's order, so there is nothing to open. */
  canOpen?: boolean;
  teamName: (teamId: number) => string;
  /** The reveal's state, held by the page so the board follows it. */
  reveal: Reveal;
}

export function DraftLotteryCard({ year, isCommissioner, canOpen = true, teamName, reveal }: DraftLotteryCardProps) {
  const query = useLottery(year);
  const lottery = query.data?.current ?? null;
  return (
    <Card aria-labelledby="draft-lottery-title">
      <CardHeader>
        <Heading>
          <CardTitle id="draft-lottery-title">Draft Lottery</CardTitle>
          {lottery && (
            <Badge variant={lottery.status === 'drawn' ? 'success' : 'outline'}>{STATUS_WORDS[lottery.status]}</Badge>
          )}
        </Heading>
        {query.data && <CardDescription>{statusLine(year, lottery, isCommissioner, canOpen)}</CardDescription>}
      </CardHeader>
      <Content>
        <QueryState
          query={query}
          loadingLabel="Loading the draft lottery"
          skeleton={<Skeleton height="8rem" />}
          errorTitle={LOTTERY_FAILED}
          errorText={(error) => errorMessage(error, LOTTERY_FAILED)}
        >
          {(data) => (
            <>
              {isCommissioner && <LotteryControls year={year} lottery={lottery} canOpen={canOpen} />}
              {lottery && (
                <Muted>
                  Commitment (SHA-256 of the secret seed){' '}
                  <Hex data-testid="lottery-commitment">{lottery.commitment}</Hex>
                  {lottery.secret && (
                    <>
                      <br />
                      Secret <Hex data-testid="lottery-secret">{lottery.secret}</Hex>
                    </>
                  )}
                </Muted>
              )}
              {lottery?.status === 'drawn' && (
                <>
                  <LotteryVerification lottery={lottery} teamName={teamName} />
                  <LotteryReveal lottery={lottery} reveal={reveal} teamName={teamName} />
                </>
              )}
              {lottery && <LotteryEntries lottery={lottery} />}
              <LotteryOddsTable odds={data.odds} teamName={teamName} drawn={lottery?.status === 'drawn'} />
              <LotteryHistory history={data.history} teamName={teamName} />
            </>
          )}
        </QueryState>
      </Content>
    </Card>
  );
}
