import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { FAKE_SLEEPER_PLAYERS } from 'fake-sleeper';
import { sleeperPlayerDownloads, sleeperPlayers } from '../../../db/schema';
import { startSleeperTestApp, TEST_CLIENT_SETTINGS, type SleeperTestApp } from '../../../testing/sleeper';
import { ProviderError } from '../provider-error';
import { sendEndless, startHostileProvider } from '../../../testing/hostile-provider';
import { PLAYER_LIST_MAX_AGE_MS, PLAYER_LIST_MAX_PLAYERS, SleeperPlayerStore } from './player-store';
import { SleeperClient } from './sleeper-client';

const HOUR = 60 * 60_000;

describe("Sleeper's player list: streamed into sleeper_players at most once a day", () => {
  let setup: SleeperTestApp;
  let clock: number;
  before(async () => {
    setup = await startSleeperTestApp();
  });
  after(() => setup.close());
  beforeEach(async () => {
    setup.fake.reset();
    clock = Date.parse('2025-11-20T12:00:00Z');
    await setup.app.db.delete(sleeperPlayerDownloads);
    await setup.app.db.delete(sleeperPlayers);
  });

  const storeFor = (apiBase = setup.fake.apiBase, maxBytes?: number) =>
    new SleeperPlayerStore({
      db: setup.app.db,
      client: new SleeperClient({ ...TEST_CLIENT_SETTINGS, apiBase }),
      log: setup.app.log,
      now: () => clock,
      ...(maxBytes ? { maxBytes } : {}),
    });
  const downloads = () => setup.app.db.select().from(sleeperPlayerDownloads);
  const storedPlayers = async () => (await setup.app.db.select({ n: count() }).from(sleeperPlayers))[0]!.n;

  it('downloads once, stores every player and the download, and names players by id in one query', async () => {
    const store = storeFor();
    await store.ensureFresh();
    const total = Object.keys(FAKE_SLEEPER_PLAYERS).length;
    assert.equal(await storedPlayers(), total);
    const [download] = await downloads();
    assert.equal(download?.playerCount, total);
    assert.equal(download?.fetchedAt.getTime(), clock);
    const named = await store.players(['DEN', '1001', 'not-a-player']);
    assert.equal(named.get('DEN')?.fullName, 'Denver Broncos');
    assert.equal(named.get('DEN')?.position, 'DEF');
    assert.equal(named.get('1001')?.fullName, FAKE_SLEEPER_PLAYERS['1001']!.full_name);
    assert.equal(named.has('not-a-player'), false);
  });

  it('does not download again within a day, and does after one (the clock moved on)', async () => {
    const store = storeFor();
    await store.ensureFresh();
    clock += 23 * HOUR;
    await storeFor().ensureFresh();
    assert.equal(setup.fake.calls.byKind.players, 1, 'a second store (another request) reads the stored date');
    clock += 2 * HOUR;
    assert.ok(25 * HOUR > PLAYER_LIST_MAX_AGE_MS);
    await store.ensureFresh();
    assert.equal(setup.fake.calls.byKind.players, 2);
    assert.equal((await downloads()).length, 2);
    assert.equal(await storedPlayers(), Object.keys(FAKE_SLEEPER_PLAYERS).length, 'upserted, not doubled');
  });

  it('concurrent callers share one download', async () => {
    const store = storeFor();
    await Promise.all([store.ensureFresh(), store.ensureFresh(), store.ensureFresh()]);
    assert.equal(setup.fake.calls.byKind.players, 1);
    assert.equal((await downloads()).length, 1);
  });

  it('a broken list stores nothing and says so; with a list from before, that one stays in use', async () => {
    setup.fake.setFaults({ badJson: 'truncated' });
    const error = await storeFor()
      .ensureFresh()
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    assert.ok(error instanceof ProviderError);
    assert.equal(error.kind, 'bad_response');
    assert.match(error.message, /^Sleeper's player list could not be read/);
    assert.equal(await storedPlayers(), 0, 'the half that arrived was not written');
    assert.equal((await downloads()).length, 0);

    setup.fake.reset();
    await storeFor().ensureFresh();
    clock += 2 * 24 * HOUR;
    setup.fake.setFaults({ badJson: 'html' });
    await storeFor().ensureFresh();
    assert.equal((await storeFor().players(['DEN'])).get('DEN')?.fullName, 'Denver Broncos');
  });

  it('reads the list as it arrives: players are parsed before the answer has ended', async () => {
    const text = JSON.stringify(FAKE_SLEEPER_PLAYERS);
    const half = Math.floor(text.length / 2);
    let store: SleeperPlayerStore | undefined;
    let parsedBeforeEnd = 0;
    // Sends half the list, then holds the rest back until the store has parsed players from
    // that half: a store that waited for the whole body would never see the second half.
    const server: Server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(text.slice(0, half));
      const waitForParsing = setInterval(() => {
        if (!store || store.playersRead === 0) return;
        clearInterval(waitForParsing);
        parsedBeforeEnd = store.playersRead;
        response.end(text.slice(half));
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      store = storeFor(`http://127.0.0.1:${port}/v1`);
      await store.ensureFresh();
      const total = Object.keys(FAKE_SLEEPER_PLAYERS).length;
      assert.ok(parsedBeforeEnd > 0 && parsedBeforeEnd < total, `${parsedBeforeEnd} players parsed before the end`);
      assert.equal(await storedPlayers(), total);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('an endless list stops at its byte limit, or at its count of records, and nothing is stored', async () => {
    const hostile = await startHostileProvider(null);
    try {
      hostile.answer((_path, response) => {
        void sendEndless(response, '{"4046":{"full_name":"', 'x');
        return true;
      });
      await assert.rejects(storeFor(hostile.apiBase, 1024 * 1024).ensureFresh(), (error: unknown) => {
        assert.ok(error instanceof ProviderError);
        assert.equal(
          error.message,
          "Sleeper's player list could not be read (it is larger than 1 MB). Try again later.",
        );
        return true;
      });
      hostile.answer((_path, response) => {
        void sendEndless(response, '{', '"1":{},');
        return true;
      });
      await assert.rejects(
        storeFor(hostile.apiBase).ensureFresh(),
        new RegExp(`it lists more than ${PLAYER_LIST_MAX_PLAYERS} players`),
      );
      assert.equal(await storedPlayers(), 0);
      assert.deepEqual(await downloads(), []);
    } finally {
      await hostile.close();
    }
  });
});
