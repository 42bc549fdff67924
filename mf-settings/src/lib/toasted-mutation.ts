// The Settings cards' one way to change something on the server: a toast says it was done, a
// failure shows the server's reason as a
// destructive toast, and the queries the change touches are read again either way, so a card
// never shows what the server does not hold.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from 'shared-auth';
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

export function useToastedMutation<Variables, Result>({
  send,
  success,
  failure,
  describe,
  invalidates,
}: ToastedMutation<Variables, Result>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => toast({ title: success, description: describe?.(result) }),
    onError: (error) => {
      console.error(failure, error);
      toast({ title: failure, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
