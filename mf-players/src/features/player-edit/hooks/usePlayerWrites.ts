// The Players screen's edits (Add Player, single and batch edit): the call, docs/screens/players.md §3's
// toasts, and a fresh read of the book afterwards whatever happened, so the screen never
// shows what the server does not hold (docs/decisions.md §12).
import { useMutation } from '@tanstack/react-query';
import { ApiError, errorMessage, useCreateMutation } from 'shared-auth';
import type { BatchUpdatePlayersBody, CreatePlayerBody } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { createPlayer, updatePlayers, useRefreshPlayers } from '../../../lib/players-api';
import { ADD_PLAYER_TEXT, SAVE_EDITS_TEXT } from '../../../lib/messages';

/** Add Player: made once per intent (a double click adds one player). */
export function useAddPlayer() {
  const { toast } = useToast();
  const refresh = useRefreshPlayers();
  return useCreateMutation({
    send: (body: CreatePlayerBody, idempotencyKey) => createPlayer(body, idempotencyKey),
    onSuccess: () => toast({ title: ADD_PLAYER_TEXT.added }),
    onError: (error) => {
      console.error(ADD_PLAYER_TEXT.failed, error);
      // docs/screens/players.md §3: the server's message, or 'Failed to add player'.
      const title = error instanceof ApiError && error.serverMessage ? error.serverMessage : ADD_PLAYER_TEXT.failed;
      toast({ title, variant: 'destructive' });
    },
    onSettled: refresh,
  });
}

/** `describe` tells a refusal in the screen's terms (the players it names); else the server's message is shown. */
export function useSavePlayerEdits(describe?: (error: unknown, body: BatchUpdatePlayersBody) => string | undefined) {
  const { toast } = useToast();
  const refresh = useRefreshPlayers();
  return useMutation({
    mutationFn: (body: BatchUpdatePlayersBody) => updatePlayers(body),
    onSuccess: () => toast({ title: SAVE_EDITS_TEXT.saved }),
    onError: (error, body) => {
      console.error(SAVE_EDITS_TEXT.failed, error);
      toast({
        title: SAVE_EDITS_TEXT.failed,
        description: describe?.(error, body) || errorMessage(error),
        variant: 'destructive',
      });
    },
    onSettled: refresh,
  });
}
