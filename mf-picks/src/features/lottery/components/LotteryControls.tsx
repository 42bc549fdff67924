// The commissioner's steps, one at a time: open, close entries, draw; reset (asked first) sets
// the lottery aside, kept in the history, so the year can be drawn again.
import type { Lottery } from 'shared-contracts/lottery';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from 'shared-ui';
import { useState } from 'react';
import { type LotteryAction, useLotteryAction } from '../api/lottery-api';
import { Actions } from './styles';

export function LotteryControls({
  year,
  lottery,
  canOpen,
}: {
  year: number;
  lottery: Lottery | null;
  canOpen: boolean;
}) {
  const action = useLotteryAction(year);
  const [confirmReset, setConfirmReset] = useState(false);
  const run = (step: LotteryAction) => action.mutate(step);
  const busy = action.isPending;
  return (
    <Actions aria-label="Commissioner lottery actions" role="group">
      {lottery === null && canOpen && (
        <Button onClick={() => run('open')} disabled={busy} aria-busy={busy}>
          Open lottery
        </Button>
      )}
      {lottery?.status === 'open' && (
        <Button onClick={() => run('close')} disabled={busy}>
          Close entries
        </Button>
      )}
      {lottery?.status === 'closed' && (
        <Button onClick={() => run('draw')} disabled={busy}>
          Draw lottery
        </Button>
      )}
      {lottery !== null && (
        <Dialog open={confirmReset} onOpenChange={setConfirmReset}>
          <Button variant="outline" onClick={() => setConfirmReset(true)} disabled={busy}>
            Reset lottery
          </Button>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Reset the {year} lottery?</DialogTitle>
              <DialogDescription>
                It is kept in the history with its secret{lottery.status === 'drawn' ? ' and its result' : ''}, and a
                new lottery can be opened. The round-1 positions stay until the next draw.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button
                variant="destructive"
                onClick={() => {
                  setConfirmReset(false);
                  run('reset');
                }}
              >
                Reset lottery
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </Actions>
  );
}
