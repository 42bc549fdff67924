// One trade in the history: who proposed to whom and when, every item as "what, from whom,
// to whom", the proposer's note, its status with the counter-offer it answers or that closed
// it, its review (docs/screens/trades.md §4.7), and the actions the member may take while it is pending (accepting asks first;
// countering opens the propose form, docs/screens/trades.md §4.6). A trade of the member's own
// team is marked (docs/web.md §12).
import { useAuth, useOwnTeamId } from 'shared-auth';
import type { Trade } from 'shared-contracts';
import { Badge, Button, OwnTeamMark, ownTeamAttributes } from 'shared-ui';
import styled from 'styled-components';
import { useRespondToTrade } from '../api/trades-api';
import {
  ACTION_LABELS,
  STATUS_LABELS,
  allowedActions,
  itemMove,
  isMultiTeam,
  statusVariant,
  waitingFor,
  type Lookups,
} from '../model/trade-story';
import { canCounter, counterDraft, type CounterDraft } from '../model/counter-offer';
import { AcceptTradeDialog } from './AcceptTradeDialog';
import { TradeReviewPanel } from './TradeReviewPanel';

const Entry = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.spacing.md};
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;
const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const When = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Items = styled.ul`
  margin: ${({ theme }) => theme.spacing.sm} 0;
  padding-left: 1.25rem;
`;
const Note = styled.blockquote`
  margin: ${({ theme }) => theme.spacing.sm} 0;
  padding-left: ${({ theme }) => theme.spacing.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export function TradeEntry({
  trade,
  teamName,
  lookups,
  onCounter,
}: {
  trade: Trade;
  teamName: (id: number) => string;
  lookups: Lookups;
  onCounter?: (draft: CounterDraft) => void;
}) {
  const { league } = useAuth();
  const respond = useRespondToTrade();
  const actions = allowedActions(trade, league);
  const counterable = onCounter !== undefined && canCounter(trade, league);
  const multi = isMultiTeam(trade);
  // A trade of three or four teams names them all, the proposer first (§4.9).
  const title = multi
    ? trade.teams.map((team) => team.name).join(' · ')
    : `${trade.proposedByTeam.name} → ${trade.proposedToTeam.name}`;
  const ownTeamId = useOwnTeamId();
  const [ownBy, ownTo] = [trade.proposedByTeamId === ownTeamId, trade.proposedToTeamId === ownTeamId];
  const ownIn = multi ? trade.teams.some((team) => team.teamId === ownTeamId) : ownBy || ownTo;
  const waiting = multi && trade.status === 'pending' ? waitingFor(trade) : [];
  return (
    <Entry aria-label={`Trade ${trade.id}: ${title}`} tabIndex={-1} {...ownTeamAttributes(ownIn)}>
      <Head>
        <Title>
          {multi ? (
            trade.teams.map((team, index) => (
              <span key={team.teamId}>
                {index > 0 && ' · '}
                {team.name}
                {team.teamId === ownTeamId && <OwnTeamMark />}
              </span>
            ))
          ) : (
            <>
              {trade.proposedByTeam.name}
              {ownBy && <OwnTeamMark />} → {trade.proposedToTeam.name}
              {ownTo && <OwnTeamMark />}
            </>
          )}
        </Title>
        <Badge variant={statusVariant(trade.status)}>{STATUS_LABELS[trade.status]}</Badge>
      </Head>
      <When>
        Proposed {new Date(trade.proposedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
        {trade.countersTradeId !== null && ` · a counter-offer to trade ${trade.countersTradeId}`}
        {trade.counteredByTradeId !== null && ` · countered by trade ${trade.counteredByTradeId}`}
        {multi && ` · proposed by ${trade.proposedByTeam.name}`}
      </When>
      {waiting.length > 0 && <When>Waiting for {waiting.join(', ')}</When>}
      {trade.note !== null && (
        <Note aria-label={`Note from ${trade.proposedByTeam.name}`}>
          <p>{trade.note}</p>
        </Note>
      )}
      <Items>
        {trade.items.map((item) => (
          <li key={item.id}>{itemMove(item, lookups, teamName)}</li>
        ))}
      </Items>
      <TradeReviewPanel trade={trade} />
      {(actions.length > 0 || counterable) && (
        <Actions>
          {actions.map((action) =>
            action === 'accept' ? (
              <AcceptTradeDialog
                key={action}
                trade={trade}
                teamName={teamName}
                lookups={lookups}
                disabled={respond.isPending}
              />
            ) : (
              <Button
                key={action}
                type="button"
                size="sm"
                variant={action === 'reject' ? 'destructive' : 'outline'}
                disabled={respond.isPending}
                onClick={() => respond.mutate({ id: trade.id, action })}
                aria-label={`${ACTION_LABELS[action]} trade ${trade.id}`}
              >
                {ACTION_LABELS[action]}
              </Button>
            ),
          )}
          {counterable && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={respond.isPending}
              onClick={() => onCounter(counterDraft(trade, lookups))}
              aria-label={`Counter trade ${trade.id}`}
            >
              Counter
            </Button>
          )}
        </Actions>
      )}
    </Entry>
  );
}
