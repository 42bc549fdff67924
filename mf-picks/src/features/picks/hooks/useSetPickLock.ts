// Locking or unlocking one pick (the commissioner, while the board is unlocked): saved at once,
// apart from the board's unsaved edits, which it leaves as they are. A refusal (a round-1 pick
// while the year's lottery waits to be drawn, or a pick changed since the page read it) shows the
// server's message. `pick` is the server's pick as the page holds it, not the board's edits over
// it: the lock carries it as its version (docs/screens/picks.md §4.2).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from 'shared-auth';
import type { DraftPick } from 'shared-contracts';
import { toast } from 'shared-ui';
import { pickKeys, savePicks } from '../api/picks-api';

export const LOCK_FAILED = 'Failed to change the lock';

export function useSetPickLock(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pick, locked }: { pick: DraftPick; locked: boolean }) =>
      savePicks({
        picks: [
          { id: pick.id, isLocked: locked, from: { currentTeamId: pick.currentTeamId, position: pick.position } },
        ],
      }),
    onSuccess: (stored, { locked }) => {
      const byId = new Map(stored.map((pick) => [pick.id, pick]));
      queryClient.setQueryData(pickKeys.year(year), (old: DraftPick[] | undefined) =>
        old?.map((pick) => byId.get(pick.id) ?? pick),
      );
      toast({ title: locked ? 'Pick locked' : 'Pick unlocked' });
    },
    onError: (error) => {
      console.error(LOCK_FAILED, error);
      toast({ variant: 'destructive', title: LOCK_FAILED, description: errorMessage(error, LOCK_FAILED) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pickKeys.all }),
  });
}
