// Accepting moves every item at once and cannot be undone from the screen, so it asks first,
// naming each asset and the teams it moves between. Cancel (or Escape) moves nothing. In a
// trade of three or four teams (§4.9) the items move once the last team accepts.
import { useState } from 'react';
import type { Trade } from 'shared-contracts';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from 'shared-ui';
import styled from 'styled-components';
import { useRespondToTrade } from '../api/trades-api';
import { isMultiTeam, itemMove, type Lookups } from '../model/trade-story';

const Moves = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface AcceptTradeDialogProps {
  trade: Trade;
  teamName: (teamId: number) => string;
  lookups: Lookups;
  /** Another action on the trade is on its way. */
  disabled: boolean;
}

export function AcceptTradeDialog({ trade, teamName, lookups, disabled }: AcceptTradeDialogProps) {
  const [open, setOpen] = useState(false);
  const respond = useRespondToTrade();
  const accept = () => respond.mutate({ id: trade.id, action: 'accept' }, { onSettled: () => setOpen(false) });
  return (
    <Dialog open={open} onOpenChange={(next) => !respond.isPending && setOpen(next)}>
      {/* Radix's trigger: closing the dialog puts focus back on it. */}
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          disabled={disabled || respond.isPending}
          aria-label={`Accept trade ${trade.id}`}
        >
          Accept
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={`accept-trade-${trade.id}-moves`}>
        <DialogHeader>
          <DialogTitle>Accept this trade?</DialogTitle>
          <DialogDescription>
            {isMultiTeam(trade)
              ? `${trade.teams.map((team) => team.name).join(', ')}. Every item below moves at once when the last of these teams accepts.`
              : `${trade.proposedByTeam.name} → ${trade.proposedToTeam.name}. Accepting moves every item below at once.`}
          </DialogDescription>
        </DialogHeader>
        <Moves id={`accept-trade-${trade.id}-moves`} aria-label="What moves">
          {trade.items.map((item) => (
            <li key={item.id}>{itemMove(item, lookups, teamName)}</li>
          ))}
        </Moves>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={respond.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" onClick={accept} disabled={respond.isPending} aria-busy={respond.isPending}>
            {respond.isPending ? 'Accepting…' : 'Accept trade'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
