// A trade's review in the history (docs/screens/trades.md §4.7): while it runs, its deadline (the
// date and "in N hours") and its votes against the threshold, or that the commissioner decides;
// the Veto / Withdraw veto button for a manager of a team not in the trade, Approve / Veto for
// the commissioner. After it ends, the votes it had.
import { useAuth } from 'shared-auth';
import type { Trade } from 'shared-contracts';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { useReviewTrade } from '../api/trades-api';
import { hasVetoed, mayDecide, mayVote, timeLeft, voteCount } from '../model/trade-review';

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.sm} 0;
`;
const Facts = styled.p`
  margin: 0;
  flex: 1 1 16rem;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The commissioner's closing button: Reject (commissioner approval) or Veto now (ending a vote early). */
const closeWord = (trade: Trade) => (trade.review?.mode === 'commissioner' ? 'Reject' : 'Veto now');

export function TradeReviewPanel({ trade, now = new Date() }: { trade: Trade; now?: Date }) {
  const { league } = useAuth();
  const review = useReviewTrade();
  if (!trade.review) return null;
  const running = trade.status === 'in_review';
  const votes = voteCount(trade);
  const vetoed = hasVetoed(trade, league);
  const deadline = trade.review.endsAt;
  return (
    <Panel role="group" aria-label={`Review of trade ${trade.id}`}>
      <Facts>
        {trade.review.mode === 'commissioner'
          ? running
            ? "Waiting for the commissioner's approval"
            : 'Reviewed by the commissioner'
          : deadline && (
              <>
                {running ? 'Review ends ' : 'Review ended '}
                <time dateTime={deadline}>
                  {new Date(deadline).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                {running && ` (${timeLeft(deadline, now)})`}
              </>
            )}
        {votes && ` · ${votes}`}
      </Facts>
      {mayVote(trade, league) && (
        <Button
          type="button"
          size="sm"
          variant={vetoed ? 'outline' : 'destructive'}
          disabled={review.isPending}
          onClick={() => review.mutate({ id: trade.id, act: vetoed ? 'withdraw' : 'veto' })}
          aria-label={`${vetoed ? 'Withdraw veto of' : 'Veto'} trade ${trade.id}`}
        >
          {vetoed ? 'Withdraw veto' : 'Veto'}
        </Button>
      )}
      {mayDecide(trade, league) && (
        <>
          <Button
            type="button"
            size="sm"
            disabled={review.isPending}
            onClick={() => review.mutate({ id: trade.id, act: 'approve' })}
            aria-label={`Approve trade ${trade.id}`}
          >
            Approve
          </Button>
          <Button
            type="button"
            size="sm"
            variant="destructive"
            disabled={review.isPending}
            onClick={() => review.mutate({ id: trade.id, act: 'reject' })}
            // The visible words begin the name (axe: label-content-name-mismatch).
            aria-label={`${closeWord(trade)} trade ${trade.id}`}
          >
            {closeWord(trade)}
          </Button>
        </>
      )}
    </Panel>
  );
}
