// The Settings cards' one way to change something on the server: a toast says it was done, a
// failure shows the server's reason as a
// destructive toast, and the queries the change touches are read again either way, so a card
// never shows what the server does not hold.
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage, useCreateMutation } from 'shared-auth';
import { useToast } from 'shared-ui';

export interface ToastedMutation<Variables, Result> {
  send: (variables: Variables) => Promise<Result>;
  success: string;
  failure: string;
  /** The success toast's second line, from the server's answer. */
  describe?: (result: Result) => string;
  /** The query keys (or their roots) to read again once the server has answered. */
  invalidates: readonly QueryKey[];
}

export function useToastedMutation<Variables, Result>({ send, ...words }: ToastedMutation<Variables, Result>) {
  return useMutation({ mutationFn: send, ...useToasts(words) });
}

/**
 * A create (a team, an invitation, a link, a schedule, picks): as useToastedMutation, made
 * once per intent (shared-auth's useCreateMutation): `send` gets the intent's Idempotency-Key,
 * and a second submit while one runs does nothing.
 */
export function useToastedCreate<Variables, Result>({
  send,
  ...words
}: Omit<ToastedMutation<Variables, Result>, 'send'> & {
  send: (variables: Variables, idempotencyKey: string) => Promise<Result>;
}) {
  return useCreateMutation({ send, ...useToasts(words) });
}

function useToasts<Result>({ success, failure, describe, invalidates }: Omit<ToastedMutation<never, Result>, 'send'>) {
  const queryClient: QueryClient = useQueryClient();
  const { toast } = useToast();
  return {
    onSuccess: (result: Result) => toast({ title: success, description: describe?.(result) }),
    onError: (error: Error) => {
      console.error(failure, error);
      toast({ title: failure, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  };
}
