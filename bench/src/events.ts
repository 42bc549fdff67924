// The live stream (docs/api.md §20): events delivered per second, and the API's memory per
// open stream. The real app in this process, on PGlite (TEST_DB=postgres: a PostgreSQL test
// database), EVENTS_STREAMS streams of the demo league opened over real HTTP (8 per user, the
// per-user cap), then EVENTS_WRITES audit entries written one transaction each, as changes
// write them: it prints how long until every stream had every one, as events and deliveries
// (events × streams) per second. Memory: the heap after a full GC with the streams open, less
// before, per stream; the readers' own sockets are in this process too, so it is an upper bound.
// Printed figures only: nothing here passes or fails on a time.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { LEAGUE_ID_HEADER } from 'shared-contracts';
import { recordAudit } from 'api/src/features/audit';
import { createTestApp } from 'api/src/testing/app';
import { fixtureLeague } from 'api/src/testing/fixtures';
import { bearer } from 'api/src/testing/identities';
import { signIn } from 'api/src/testing/members';

const streamCount = Number(process.env.EVENTS_STREAMS ?? 400);
const writes = Number(process.env.EVENTS_WRITES ?? 200);
const PER_USER = 8;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (pnpm --filter bench events does)');

const app = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const league = await fixtureLeague(app);

/** A stream read as bytes: counts the `event: activity` lines it receives. */
function openStream(headers: Record<string, string>, onActivity: () => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/events', headers }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream refused: ${response.statusCode}`));
      let ready = false;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        for (const _ of chunk.matchAll(/event: activity\n/g)) onActivity();
        if (!ready && chunk.includes('event: ready')) {
          ready = true;
          resolve(request);
        }
      });
    });
    request.on('error', reject);
  });
}

let received = 0;
gc();
const heapBefore = process.memoryUsage().heapUsed;
const requests: http.ClientRequest[] = [];
for (let opened = 0; opened < streamCount;) {
  const user = await signIn(app);
  const headers = { ...bearer(user), [LEAGUE_ID_HEADER]: String(league.leagueId) };
  for (let slot = 0; slot < PER_USER && opened < streamCount; slot += 1, opened += 1)
    requests.push(await openStream(headers, () => (received += 1)));
}
gc();
const heapOpen = process.memoryUsage().heapUsed;

const expected = writes * streamCount;
const allIn = new Promise<void>((resolve) => {
  const check = setInterval(() => {
    if (received >= expected) {
      clearInterval(check);
      resolve();
    }
  }, 5);
});
const begun = performance.now();
for (let write = 0; write < writes; write += 1)
  await app.db.transaction((tx) =>
    recordAudit(
      tx,
      { leagueId: league.leagueId, userId: null },
      {
        action: 'league.rollover',
        entity: 'players',
        entityId: null,
        before: null,
        after: { season: 2090 + (write % 5), nextSeason: 2091 + (write % 5) },
      },
    ),
  );
await allIn;
const seconds = (performance.now() - begun) / 1000;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`Live stream on ${process.env.TEST_DB ?? 'pglite'}: ${streamCount} open streams, ${writes} changes`);
console.log(`  every stream had every change after ${seconds.toFixed(2)} s`);
console.log(
  `  ${(writes / seconds).toFixed(0)} events/s written and sent; ${(expected / seconds).toFixed(0)} deliveries/s`,
);
console.log(
  `  heap per open stream: ${kib((heapOpen - heapBefore) / streamCount)} (upper bound: the readers are in this process too)`,
);
for (const request of requests) request.destroy();
await app.close();
process.exit(0);
