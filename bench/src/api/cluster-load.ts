// The cluster bench's load (docs/benchmarks.md §9): workers sending signed-in reads and
// trade proposals through the balancer, each worker as one of the bench's users (commissioners
// of the demo league, who may propose for any team). Every proposal carries an Idempotency-Key
// and is retried with it, as a careful client does, while it has no answer; once answered it
// is cancelled, so no team reaches its cap of pending proposals. Both are activity events.
import { setTimeout as pause } from 'node:timers/promises';
import { endpoints, idempotencyKeyValue, KEY_IN_FLIGHT_MESSAGE, LEAGUE_ID_HEADER, urlOf } from 'shared-contracts';
import type { BenchUser } from './sign-in';

/** One HTTP attempt: when it was sent and answered (ms from the start), its status (0: no answer, and why). */
export type Attempt = { sentAt: number; doneAt: number; status: number; label: 'read' | 'write'; error?: string };

/** One proposal as the client saw it: its note, and the status of its last attempt. */
export type WriteOutcome = { note: string; status: number; attempts: number };

/** A proposal the bench can make: `from` gives its player `playerId` to `to`. */
export type TradePair = { from: number; to: number; playerId: number };

export type ClusterLoadResult = { attempts: Attempt[]; writes: WriteOutcome[] };

/** A write is sent again after no answer or a balancer's 502/503 (and a proposal after 409 for its key still in flight). */
const RETRIED = new Set([0, 502, 503]);
const MAX_ATTEMPTS = 6;
const RETRY_PAUSE_MS = 500;
/**
 * Proposals of one team under way at once (proposed, not yet cancelled): below the cap of 10
 * pending (MAX_PENDING_PROPOSALS_PER_TEAM), with room for those a killed instance leaves
 * pending unanswered. A worker whose team has this many sends a read instead.
 */
const WRITES_PER_TEAM = 6;

const READS = [
  urlOf(endpoints.getStandings, { params: { season: 2024 } }),
  urlOf(endpoints.listTeams),
  urlOf(endpoints.getWeekMatchups, { params: { week: 17 }, query: { season: 2024 } }),
];

/**
 * Runs `connections` workers for `durationMs` against `baseUrl`: one request in sixteen is a
 * trade proposal noted `${prefix}${n}` (then its cancel) while its team has fewer than
 * WRITES_PER_TEAM under way, the rest the dashboard's reads.
 * Worker w signs as `users[w % users.length]` and proposes `pairs[w % pairs.length]`.
 */
export async function runClusterLoad(options: {
  baseUrl: string;
  users: BenchUser[];
  pairs: TradePair[];
  connections: number;
  durationMs: number;
  prefix: string;
  timeoutMs?: number;
}): Promise<ClusterLoadResult> {
  const started = performance.now();
  const attempts: Attempt[] = [];
  const writes: WriteOutcome[] = [];
  let sent = 0;
  const underWay = new Map<number, number>();

  const attempt = async (
    label: Attempt['label'],
    user: BenchUser,
    path: string,
    init: RequestInit = {},
  ): Promise<{ status: number; body: string }> => {
    const sentAt = performance.now() - started;
    let status: number;
    let body = '';
    let error: string | undefined;
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${user.token}`,
          [LEAGUE_ID_HEADER]: String(user.leagueId),
          ...(init.headers as Record<string, string> | undefined),
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      body = await response.text();
      status = response.status;
    } catch (failure) {
      status = 0;
      const cause = failure instanceof Error ? ((failure.cause as Error | undefined) ?? failure) : null;
      error = cause ? `${cause.name}${'code' in cause ? ` ${String(cause.code)}` : ''}` : String(failure);
    }
    attempts.push({ sentAt, doneAt: performance.now() - started, status, label, ...(error ? { error } : {}) });
    return { status, body };
  };

  /** Sends a write until it has an answer worth keeping (`again` also says when to repeat it). */
  const persist = async (
    user: BenchUser,
    path: string,
    init: RequestInit,
    again: (answer: { status: number; body: string }) => boolean = () => false,
  ) => {
    let answer: { status: number; body: string };
    let tries = 0;
    do {
      if (tries > 0) await pause(RETRY_PAUSE_MS);
      answer = await attempt('write', user, path, init);
      tries += 1;
    } while ((RETRIED.has(answer.status) || again(answer)) && tries < MAX_ATTEMPTS);
    return { ...answer, tries };
  };

  const write = async (user: BenchUser, pair: TradePair, n: number) => {
    const note = `${options.prefix}${n}`;
    const proposal = await persist(
      user,
      urlOf(endpoints.proposeTrade),
      {
        method: endpoints.proposeTrade.method,
        headers: {
          'content-type': 'application/json',
          'idempotency-key': idempotencyKeyValue(`cluster-bench-${process.pid}-${n}`),
        },
        body: JSON.stringify({
          proposedByTeamId: pair.from,
          proposedToTeamId: pair.to,
          items: [{ fromTeamId: pair.from, toTeamId: pair.to, itemType: 'player', itemId: pair.playerId }],
          note,
        }),
      },
      // Its first attempt reached an instance that had not answered yet (docs/api.md §1.1).
      (answer) => answer.status === 409 && answer.body.includes(KEY_IN_FLIGHT_MESSAGE),
    );
    writes.push({ note, status: proposal.status, attempts: proposal.tries });
    if (proposal.status !== 201) return;
    const { id } = JSON.parse(proposal.body) as { id: number };
    // A repeated cancel whose first was done answers 409 (no longer pending): also an answer.
    await persist(user, urlOf(endpoints.respondToTrade, { params: { id } }), {
      method: endpoints.respondToTrade.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'cancel' }),
    });
  };

  const worker = async (w: number) => {
    const user = options.users[w % options.users.length]!;
    const pair = options.pairs[w % options.pairs.length]!;
    while (performance.now() - started < options.durationMs) {
      const n = sent;
      sent += 1;
      if (n % 16 === 0 && (underWay.get(pair.from) ?? 0) < WRITES_PER_TEAM) {
        underWay.set(pair.from, (underWay.get(pair.from) ?? 0) + 1);
        await write(user, pair, n).finally(() => underWay.set(pair.from, underWay.get(pair.from)! - 1));
      } else await attempt('read', user, READS[n % READS.length]!);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, w) => worker(w)));
  return { attempts: attempts.sort((a, b) => a.sentAt - b.sentAt), writes };
}
