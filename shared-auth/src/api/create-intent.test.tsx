import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { endpoint, KEY_IN_FLIGHT_MESSAGE } from 'shared-contracts';
import { http, HttpResponse, server } from 'shared-testing';
import { z } from 'zod/mini';
import { ApiError, connectApi, api } from './api-client';
import { CreateIntent, useCreateMutation } from './create-intent';

const team = z.object({ id: z.number(), name: z.string() });
const createTeam = endpoint({
  method: 'POST',
  path: '/api/teams',
  summary: 'create',
  tags: [],
  access: 'commissioner',
  body: z.object({ name: z.string() }),
  success: { status: 201, schema: team },
  refusals: [400, 409],
  creates: true,
});
const renameTeam = endpoint({
  method: 'POST',
  path: '/api/teams/rename',
  summary: 'not a create',
  tags: [],
  access: 'commissioner',
  body: z.object({ name: z.string() }),
  success: { status: 200, schema: team },
  refusals: [400],
});

const refused = (status: number, message: string) => new ApiError(status, message, `${status}: ${message}`);

describe('CreateIntent', () => {
  it('gives the same submit the same key until it is answered for good, and another submit a new key', () => {
    const intent = new CreateIntent<{ name: string }>();
    const first = intent.keyFor({ name: 'Gotham' });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // No answer came (the network failed), a server failure, the first still running: the same intent.
    intent.settled(new TypeError('Failed to fetch'));
    expect(intent.keyFor({ name: 'Gotham' })).toBe(first);
    intent.settled(refused(503, 'The database is not answering'));
    expect(intent.keyFor({ name: 'Gotham' })).toBe(first);
    intent.settled(refused(409, KEY_IN_FLIGHT_MESSAGE));
    expect(intent.keyFor({ name: 'Gotham' })).toBe(first);
    // Another submit is another intent.
    const other = intent.keyFor({ name: 'Metropolis' });
    expect(other).not.toBe(first);
    // A refusal of the request itself ends the intent: the same submit again is a new one.
    intent.settled(refused(409, 'A team named Metropolis already exists'));
    expect(intent.keyFor({ name: 'Metropolis' })).not.toBe(other);
  });

  it('makes a new key after a create that worked', () => {
    const intent = new CreateIntent<{ name: string }>();
    const first = intent.keyFor({ name: 'Gotham' });
    intent.settled();
    expect(intent.keyFor({ name: 'Gotham' })).not.toBe(first);
  });
});

describe('useCreateMutation', () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApi({ getToken: async () => 'token-123' });
  });
  afterEach(() => disconnect());

  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  );

  it('sends a create once for two submits while it runs, with the Idempotency-Key header quoted', async () => {
    const keys: Array<string | null> = [];
    let answer: () => void = () => {};
    server.use(
      http.post('/api/teams', async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ id: 1, name: 'Gotham' }, { status: 201 });
      }),
    );
    const succeeded = jest.fn();
    const { result } = renderHook(
      () =>
        useCreateMutation({
          send: (name: string, idempotencyKey) => api.call(createTeam, { body: { name }, idempotencyKey }),
          onSuccess: succeeded,
        }),
      { wrapper },
    );
    act(() => {
      result.current.mutate('Gotham');
      result.current.mutate('Gotham');
    });
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(result.current.isPending).toBe(true);
    act(() => answer());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^"[0-9a-f]{32}"$/);
    expect(succeeded).toHaveBeenCalledTimes(1);
  });

  it('sends the same key again when the first answer was lost, and a new one for the next intent', async () => {
    const keys: Array<string | null> = [];
    let lose = true;
    server.use(
      http.post('/api/teams', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (lose) return HttpResponse.error();
        return HttpResponse.json({ id: 1, name: 'Gotham' }, { status: 201 });
      }),
    );
    const { result } = renderHook(
      () =>
        useCreateMutation({
          send: (name: string, idempotencyKey) => api.call(createTeam, { body: { name }, idempotencyKey }),
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.mutateAsync('Gotham').catch(() => undefined);
    });
    lose = false;
    await act(async () => {
      await result.current.mutateAsync('Gotham');
    });
    await act(async () => {
      await result.current.mutateAsync('Gotham');
    });
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('sends no key on a call whose row creates nothing', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post('/api/teams/rename', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ id: 1, name: 'Gotham' });
      }),
    );
    await api.call(renameTeam, { body: { name: 'Gotham' }, idempotencyKey: 'abcdefgh' });
    expect(keys).toEqual([null]);
  });
});
