import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/app';
import { type FixtureLeague, fixtureLeague } from '../../testing/fixtures';
import { recordAudit } from '../audit';
import { DEFAULT_EVENT_HUB_OPTIONS, type EventSink, EventHub } from './event-hub';
import type { LiveEvent } from './live-events';

/**
 * The hub on its own, told nothing by the database (as while its listening connection is
 * lost): it reads every league with open streams on a timer instead, so an entry still
 * reaches an open stream. Without the timer it would never arrive: the test's 10 s limit.
 */
describe('the event hub without announcements', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
  });
  after(() => app.close());

  it(
    'polls while announcements are not heard, so a new entry still reaches an open stream',
    { timeout: 10_000 },
    async () => {
      const hub = new EventHub(app.db, app.log, { ...DEFAULT_EVENT_HUB_OPTIONS, pollMs: 25 });
      const received: LiveEvent[] = [];
      let wake = () => {};
      const sink: EventSink = {
        send: (event) => {
          received.push(event);
          wake();
        },
        heartbeat: () => {},
        end: () => {},
      };
      const until = (matches: (event: LiveEvent) => boolean) =>
        new Promise<LiveEvent>((resolve) => {
          const look = () => {
            const found = received.find(matches);
            if (found) resolve(found);
          };
          wake = look;
          look();
        });
      try {
        hub.setListening(false);
        assert.ok(hub.reserve(1));
        hub.open(league.leagueId, 1, null, sink);
        await until((event) => event.name === 'ready');
        // Written as a change writes it; nobody tells the hub (it subscribes to nothing here).
        await app.db.transaction((tx) =>
          recordAudit(
            tx,
            { leagueId: league.leagueId, userId: null },
            {
              action: 'scores.refresh',
              entity: 'matchups',
              entityId: null,
              before: null,
              after: { season: league.currentSeason, weeks: [7] },
            },
          ),
        );
        const event = await until((one) => one.name === 'scores');
        assert.deepEqual((event.data as { weeks: number[] }).weeks, [7]);
      } finally {
        hub.close();
      }
    },
  );
});
