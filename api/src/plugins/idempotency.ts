import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeyHeader, KEY_IN_FLIGHT_MESSAGE, KEY_REUSED_MESSAGE } from 'shared-contracts';
import { idempotencyKeys } from '../db/schema';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route creates something: it honours Idempotency-Key (its endpoint row's `creates`). */
    creates?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs (null: none, or a replay). */
    idempotency: HeldKey | null;
  }
}

type HeldKey = { caller: string; method: string; path: string; key: string };

/** How long a create's answer is kept for its repeats. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

/**
 * The `Idempotency-Key` header on every create (docs/api.md §1.1), after the IETF httpapi
 * draft: a key is the caller's and the request's (method and path). Before the handler runs,
 * the request takes the key with a row of `idempotency_keys` (an insert that one request
 * wins: the primary key is the scope and the key):
 * - a key not seen (or expired) is taken, and the create runs;
 * - a key whose create answered is answered the same (status and body, with
 *   `Idempotent-Replayed: true`) when the league and body are the same, and nothing runs;
 * - the same key with another league or body is refused with 422;
 * - a key whose first request is still running is refused with 409 (not waited for: a
 *   browser's second click needs no answer of its own, and a retry after a lost answer comes
 *   later).
 * As the answer is sent, a create that worked (2xx) stores its answer in the row; one refused
 * or failed deletes the row, so the key can be tried again and no key stands for a create
 * that did not happen. A request without the header works as before.
 *
 * Written here rather than taken from a library: the packages that exist are for Express
 * with Redis or MongoDB; this keeps the keys in the league's own database, on PGlite and
 * PostgreSQL alike, so every API instance sees them.
 */
export default fp(
  async function idempotency(app: FastifyInstance) {
    app.decorateRequest('idempotency', null);

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.creates || !request.identity) return;
      const sent = request.headers['idempotency-key'];
      if (sent === undefined) return;
      // The route's header schema refused a bad key already (400); this only unquotes it.
      const key = idempotencyKeyHeader.parse(Array.isArray(sent) ? sent[0] : sent);
      const held: HeldKey = {
        caller: request.identity.uid,
        method: request.method,
        path: request.url,
        key,
      };
      const fingerprint = fingerprintOf(request);
      const scope = scopeOf(held);
      // An expired key is free again: each take sweeps every expired key (the index on the expiry finds them).
      await app.db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, sql`now()`));
      const taken = await app.db
        .insert(idempotencyKeys)
        .values({
          ...held,
          fingerprint,
          expiresAt: sql`now() + make_interval(hours => ${IDEMPOTENCY_KEY_LIFETIME_HOURS})`,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (taken.length > 0) {
        request.idempotency = held;
        return;
      }
      const [first] = await app.db.select().from(idempotencyKeys).where(scope);
      // Gone between the two statements: its create was refused just now; a retry takes the key.
      if (!first) throw app.httpErrors.conflict(KEY_IN_FLIGHT_MESSAGE);
      if (first.fingerprint !== fingerprint) throw app.httpErrors.unprocessableEntity(KEY_REUSED_MESSAGE);
      if (first.status === null || first.body === null) throw app.httpErrors.conflict(KEY_IN_FLIGHT_MESSAGE);
      return replay(reply, first.status, first.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const held = request.idempotency;
      if (!held) return payload;
      request.idempotency = null;
      const scope = scopeOf(held);
      const worked = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
      try {
        if (worked)
          await app.db
            .update(idempotencyKeys)
            .set({ status: reply.statusCode, body: payload })
            .where(and(scope, isNull(idempotencyKeys.status)));
        else await app.db.delete(idempotencyKeys).where(scope);
      } catch (error) {
        // The answer still goes out; the key stays in flight until it expires, so a repeat is
        // refused (409) rather than made twice.
        request.log.error({ err: error }, 'could not record the answer of an Idempotency-Key');
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['database', 'access'] },
);

/**
 * What makes two requests with one key the same request: the league it works in and its body
 * (parsed, so two spellings of one JSON body are one). The method and path are the key's scope.
 */
function fingerprintOf(request: FastifyRequest): string {
  const league = request.member?.leagueId ?? null;
  return createHash('sha256')
    .update(JSON.stringify({ league, body: request.body ?? null }))
    .digest('hex');
}

/** The row of one key: the caller's, for one method and path. */
function scopeOf(held: HeldKey) {
  return and(
    eq(idempotencyKeys.caller, held.caller),
    eq(idempotencyKeys.method, held.method),
    eq(idempotencyKeys.path, held.path),
    eq(idempotencyKeys.key, held.key),
  );
}

function replay(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(body);
}
