/**
 * A create is made once per intent (docs/web.md §2.1). A person's submit of a create (Submit
 * Trade, Add entry, Add team…) is one intent: it gets an Idempotency-Key when it starts, and
 * the API makes a create once per key (docs/api.md §1.1). The same submit sent again before
 * it got a final answer (no answer came: the network failed, the server failed, or the first
 * is still running) is the same intent and carries the same key, so the API answers it with
 * the first create's answer instead of making a second. Once the create is answered (made, or
 * refused for a reason of its own), the next submit is a new intent with a new key.
 *
 * While one submit runs, another is ignored: the control is busy (`isPending`), and a second
 * click that lands before the control is redrawn disabled does nothing either.
 */
import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { KEY_IN_FLIGHT_MESSAGE, newIdempotencyKey } from 'shared-contracts';
import { useRef } from 'react';
import { ApiError } from './api-client';

/** The keys of one control's submits: the last unanswered submit's, reused when it is sent again. */
export class CreateIntent<Variables> {
  #unanswered: { request: string; key: string } | null = null;

  /** The key of a submit of `variables`: the unanswered one's when it is the same submit, else a new one. */
  keyFor(variables: Variables): string {
    const request = JSON.stringify(variables ?? null);
    if (this.#unanswered?.request !== request) this.#unanswered = { request, key: newIdempotencyKey() };
    return this.#unanswered.key;
  }

  /** Told how the submit ended: a final answer ends the intent; none keeps it for the same submit again. */
  settled(error?: unknown): void {
    if (error === undefined || isFinalAnswer(error)) this.#unanswered = null;
  }
}

/**
 * Whether a failed create was answered for good: a refusal of the request itself (4xx). No
 * answer (a network failure, an answer that did not parse), a server failure (5xx), a rate
 * limit, or the first of the same key still running, leave the intent open.
 */
function isFinalAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status >= 500 || error.status === 429) return false;
  return !(error.status === 409 && error.serverMessage === KEY_IN_FLIGHT_MESSAGE);
}

export type CreateMutationOptions<Result, Variables> = Omit<
  UseMutationOptions<Result, Error, Variables>,
  'mutationFn'
> & {
  /** Sends the create with its intent's key: `api.call(row, { body, idempotencyKey })`. */
  send: (variables: Variables, idempotencyKey: string) => Promise<Result>;
};

/**
 * useMutation for a create: each submit carries its intent's Idempotency-Key, and a submit
 * while one is running is ignored (`mutate` does nothing; `mutateAsync` answers the running
 * one's promise).
 */
export function useCreateMutation<Result, Variables = void>({
  send,
  ...options
}: CreateMutationOptions<Result, Variables>): UseMutationResult<Result, Error, Variables> {
  const intent = useRef(new CreateIntent<Variables>()).current;
  const running = useRef<Promise<Result> | null>(null);
  const mutation = useMutation<Result, Error, Variables>({
    ...options,
    mutationFn: async (variables) => {
      try {
        const result = await send(variables, intent.keyFor(variables));
        intent.settled();
        return result;
      } catch (error) {
        intent.settled(error);
        throw error;
      }
    },
  });
  const mutateAsync: typeof mutation.mutateAsync = (...args) => {
    if (running.current) return running.current;
    const started = mutation.mutateAsync(...args).finally(() => {
      running.current = null;
    });
    running.current = started;
    return started;
  };
  const mutate: typeof mutation.mutate = (...args) => {
    // The error is the mutation's own (its onError and state); this promise's copy is not needed.
    mutateAsync(...args).catch(() => {});
  };
  return { ...mutation, mutate, mutateAsync };
}
