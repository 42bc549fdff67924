// Saving the pending changes (docs/screens/picks.md §4.2, docs/decisions.md §8): on success the edits clear and the
// year is refetched; on failure the edits stay, the error is logged, and the server's message
// is shown. Either way every picks query is refreshed, so the board never shows what the
// server does not hold underneath the edits.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from 'shared-auth';
import type { DraftPick } from 'shared-contracts';
import { toast } from 'shared-ui';
import { pickKeys, savePicks } from '../api/picks-api';
import { batchBody, type PendingPick } from '../model/pending-changes';

export const SAVE_FAILED = 'Failed to update picks';

export function useSavePicks(year: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pending: PendingPick[]) => savePicks(batchBody(pending)),
    onSuccess: (stored) => {
      // The answer is the saved picks as stored: lay them in at once, so the board does not
      // flash the old order between clearing the edits and the refetch.
      const byId = new Map(stored.map((pick) => [pick.id, pick]));
      queryClient.setQueryData(pickKeys.year(year), (old: DraftPick[] | undefined) =>
        old?.map((pick) => byId.get(pick.id) ?? pick),
      );
      onSaved();
      toast({
        title: 'Draft picks saved',
        description: `${stored.length} ${stored.length === 1 ? 'pick' : 'picks'} updated.`,
      });
    },
    onError: (error) => {
      console.error(SAVE_FAILED, error);
      toast({ variant: 'destructive', title: SAVE_FAILED, description: errorMessage(error, SAVE_FAILED) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pickKeys.all }),
  });
}
