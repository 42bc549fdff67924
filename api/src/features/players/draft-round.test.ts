import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Player } from 'shared-contracts';
import { DRAFT_ROUND_MESSAGE } from 'shared-contracts/player-rules';
import { players } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { type FixtureLeague, fixtureLeague, freshYear, insertPlayerFixtures } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn } from '../../testing/members';

// The round a player was drafted in (docs/api.md §8), which the keeper rule "drafted round"
// counts back from: set by Add Player, the edit and the CSV import, cleared by a blank.
describe('players: the drafted round', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  const year = freshYear();

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
  });
  after(() => app.close());

  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    app.inject({ method, url, headers: bearer(commissioner), payload });
  const storedRound = async (id: number) =>
    (await app.db.select().from(players).where(eq(players.id, id)))[0]?.draftRound;

  it('is set by Add Player (a number or its digits) and answered; left out, the player was not drafted', async () => {
    const drafted = await call('POST', '/api/players', {
      year,
      name: 'Round Three',
      position: 'RB',
      nflTeam: 'Det',
      draftRound: '3',
    });
    assert.equal(drafted.statusCode, 201, drafted.body);
    assert.equal((drafted.json() as Player).draftRound, 3);
    assert.equal(await storedRound((drafted.json() as Player).id), 3);

    const undrafted = await call('POST', '/api/players', {
      year,
      name: 'Never Drafted',
      position: 'WR',
      nflTeam: 'Det',
    });
    assert.equal((undrafted.json() as Player).draftRound, null);
  });

  it('refuses a round outside 1 to 5 or not whole, with its message at its field, and writes nothing', async () => {
    for (const draftRound of [0, 6, 2.5, 'two']) {
      const name = `Refused ${String(draftRound)}`;
      const response = await call('POST', '/api/players', { year, name, position: 'QB', nflTeam: 'KC', draftRound });
      assert.equal(response.statusCode, 400, `${draftRound}: ${response.body}`);
      const body = response.json() as { message: string; issues: Array<{ path: unknown[]; message: string }> };
      assert.equal(body.message, DRAFT_ROUND_MESSAGE);
      assert.deepEqual(body.issues, [{ path: ['draftRound'], message: DRAFT_ROUND_MESSAGE }]);
      const named = await app.db.select().from(players).where(eq(players.name, name));
      assert.equal(named.length, 0, 'nothing was created');
    }
  });

  it('is changed by an edit, cleared by a blank or null, and kept by an edit that leaves it out', async () => {
    const [player] = await insertPlayerFixtures(app, league, [{ year, draftRound: 2 }]);
    const edit = (fields: object) => call('PATCH', '/api/players/batch', { updates: [{ id: player!.id, ...fields }] });

    assert.equal(((await edit({ draftRound: 4 })).json() as Player[])[0]?.draftRound, 4);
    assert.equal(((await edit({ auctionPrice: 12 })).json() as Player[])[0]?.draftRound, 4, 'kept');
    const refused = await edit({ draftRound: 6, auctionPrice: 99 });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.match((refused.json() as { message: string }).message, /draftRound must be a whole number from 1 to 5/);
    assert.equal(await storedRound(player!.id), 4, 'a refused edit changes nothing');
    assert.equal(((await edit({ draftRound: '' })).json() as Player[])[0]?.draftRound, null);
    await edit({ draftRound: 1 });
    assert.equal(((await edit({ draftRound: null })).json() as Player[])[0]?.draftRound, null);
  });

  it('is set by an import row that has it, kept by one without it, and a bad one is its row’s reason', async () => {
    const [kept, cleared] = await insertPlayerFixtures(app, league, [
      { year, name: 'Import Kept', draftRound: 5 },
      { year, name: 'Import Cleared', draftRound: 1 },
    ]);
    const upsert = (rows: object[]) => call('POST', '/api/players/upsert', { year, players: rows });
    const row = (name: string, fields: object = {}) => ({ name, position: 'WR', nflTeam: 'KC', ...fields });

    const response = await upsert([
      row('Import Kept'),
      row('Import Cleared', { draftRound: '' }),
      row('Import New', { draftRound: '2' }),
    ]);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(await storedRound(kept!.id), 5, 'a row without the column keeps the round');
    assert.equal(await storedRound(cleared!.id), null, 'a blank clears it');
    const [created] = await app.db.select().from(players).where(eq(players.name, 'Import New'));
    assert.equal(created?.draftRound, 2);

    const refused = await upsert([row('Import Kept', { draftRound: '1' }), row('Import Bad', { draftRound: '9' })]);
    assert.equal(refused.statusCode, 400, refused.body);
    const body = refused.json() as { message: string; issues: Array<{ path: unknown[]; message: string }> };
    assert.match(body.message, /^Row 2: draftRound must be a whole number from 1 to 5/);
    assert.deepEqual(body.issues, [{ path: ['players', 1, 'draftRound'], message: DRAFT_ROUND_MESSAGE }]);
    assert.equal(await storedRound(kept!.id), 5, 'the import is one transaction: nothing written');
  });
});
