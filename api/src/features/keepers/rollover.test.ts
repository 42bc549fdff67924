import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { players } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { auditCount, type FixtureLeague, fixtureLeague, freshYear, insertPlayerFixtures } from '../../testing/fixtures';
import type { TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { putRule, rollOverSeason } from '../../testing/keepers';
import { type RolloverResult } from 'shared-contracts/keepers';

describe('POST /api/keepers/{season}/rollover', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  const season = freshYear();
  const names = {
    keeper: `Roll Keeper ${season}`,
    rookie: `Roll Rookie ${season}`,
    dropped: `Roll Dropped ${season}`,
    existing: `Roll Existing ${season}`,
  };

  const book = (year: number) =>
    app.db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, league.leagueId), eq(players.year, year)))
      .orderBy(asc(players.name));

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    const team = league.teamIds[0] as number;
    await insertPlayerFixtures(app, league, [
      // Kept into this season once already: pays his current value, $30.
      {
        year: season,
        name: names.keeper,
        teamId: team,
        auctionPrice: 12,
        buffer: 3,
        currentYearValue: 30,
        yearsKept: 1,
        isKeeper: true,
        providerPlayerId: '4046',
      },
      { year: season, name: names.rookie, teamId: team, auctionPrice: 10, isRookie: true, isKeeper: true },
      {
        year: season,
        name: names.dropped,
        teamId: league.teamIds[1],
        auctionPrice: 8,
        yearsKept: 2,
        currentYearValue: 8,
        isRookie: true,
      },
      { year: season, name: names.existing, teamId: team, auctionPrice: 40, isKeeper: true },
      // Next year's book already holds him (in another letter case), with other values: updated, never duplicated.
      {
        year: season + 1,
        name: names.existing.toUpperCase(),
        teamId: null,
        auctionPrice: 99,
        position: 'QB',
        yearsKept: 0,
      },
    ]);
    assert.equal((await putRule(app, commissioner, season)).statusCode, 200);
  });
  after(() => app.close());

  it('is the commissioner’s only', async () => {
    const manager = await signInAsManager(app, league.teamIds[0] as number);
    assert.equal((await rollOverSeason(app, manager, season, true)).statusCode, 403);
  });

  it('refuses a season without a rule', async () => {
    const response = await rollOverSeason(app, commissioner, season + 5, true);
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      message: `The keeper rule for ${season + 5} is not set yet: the commissioner sets it in Settings`,
    });
  });

  it('answers every change in a dry run and writes nothing', async () => {
    const before = await book(season + 1);
    const audits = await auditCount(app, 'player.rollover');
    const response = await rollOverSeason(app, commissioner, season, true);
    assert.equal(response.statusCode, 200, response.body);
    const result = response.json() as RolloverResult;
    assert.deepEqual(
      [result.fromSeason, result.toSeason, result.dryRun, result.created, result.updated, result.unchanged],
      [season, season + 1, true, 3, 1, 0],
    );
    const update = result.changes.find((change) => change.kind === 'update');
    assert.equal(update?.name, names.existing.toUpperCase());
    // $40 bought, no buffer: 40 + 5 + 10% (4) = 49, kept once.
    assert.deepEqual(
      update?.fields.map((field) => [field.field, field.before, field.after]),
      [
        ['teamId', null, league.teamIds[0]],
        ['previousYearValue', null, 40],
        ['yearsKept', 0, 1],
        ['currentYearValue', null, 49],
      ],
    );
    assert.deepEqual(await book(season + 1), before);
    assert.equal(await auditCount(app, 'player.rollover'), audits);
  });

  it("creates next year's book from this year's, updates the existing row, and audits every row", async () => {
    const response = await rollOverSeason(app, commissioner, season, false);
    assert.equal(response.statusCode, 200, response.body);
    const result = response.json() as RolloverResult;
    assert.deepEqual([result.created, result.updated, result.unchanged, result.dryRun], [3, 1, 0, false]);
    assert.ok(result.changes.every((change) => change.playerId !== null));

    const next = await book(season + 1);
    assert.equal(next.length, 4, 'one row a player: the existing one is not duplicated');
    const byName = new Map(next.map((row) => [row.name.toLowerCase(), row]));
    const keeper = byName.get(names.keeper.toLowerCase());
    // $30 this year + $3 buffer + $5 + 10% of 30 ($3) = $41; kept a second year.
    assert.deepEqual(
      [
        keeper?.teamId,
        keeper?.isKeeper,
        keeper?.previousYearValue,
        keeper?.yearsKept,
        keeper?.currentYearValue,
        keeper?.auctionPrice,
        keeper?.buffer,
        keeper?.providerPlayerId,
      ],
      [league.teamIds[0], false, 30, 2, 41, null, 3, '4046'],
    );
    const rookie = byName.get(names.rookie.toLowerCase());
    assert.deepEqual([rookie?.isRookie, rookie?.yearsKept, rookie?.currentYearValue], [false, 1, 10 + 5 + 1]);
    const dropped = byName.get(names.dropped.toLowerCase());
    assert.deepEqual(
      [dropped?.isRookie, dropped?.yearsKept, dropped?.previousYearValue, dropped?.teamId],
      [true, 0, 8, league.teamIds[1]],
    );
    const existing = byName.get(names.existing.toLowerCase());
    assert.deepEqual(
      [existing?.name, existing?.position, existing?.auctionPrice, existing?.currentYearValue],
      [names.existing.toUpperCase(), 'QB', 99, 49],
    );
    assert.equal(await auditCount(app, 'player.rollover', existing?.id), 1);
  });

  it('changes nothing the second time', async () => {
    const before = await book(season + 1);
    // xmin names the transaction that last wrote a row: an update to the same values would show.
    const writtenBy = async () => {
      const answer = (await app.db.execute(
        sql`select sum(xmin::text::bigint)::text as s from ${players} where year = ${season + 1}`,
      )) as unknown as { rows: Array<{ s: string }> };
      return answer.rows[0]?.s;
    };
    const xmin = await writtenBy();
    const response = await rollOverSeason(app, commissioner, season, false);
    const result = response.json() as RolloverResult;
    assert.deepEqual([result.created, result.updated, result.unchanged, result.changes.length], [0, 0, 4, 0]);
    assert.deepEqual(await book(season + 1), before);
    assert.equal(await writtenBy(), xmin);
  });

  it('writes nothing when one row fails: one transaction', async () => {
    const from = freshYear();
    const team = league.teamIds[2] as number;
    await insertPlayerFixtures(app, league, [
      { year: from, name: `Tx First ${from}`, teamId: team, auctionPrice: 5 },
      { year: from, name: `Tx Second ${from}`, teamId: team, auctionPrice: 6, isKeeper: true },
      { year: from + 1, name: `Tx First ${from}`, teamId: null, auctionPrice: 1 },
    ]);
    assert.equal((await putRule(app, commissioner, from)).statusCode, 200);
    // The database refuses the last write the roll-over makes (the update of the existing
    // row, after the new row went in): the new row must go too.
    await app.db.execute(
      sql.raw(`
      create function refuse_tx_first() returns trigger language plpgsql as $$
      begin
        if new.name = 'Tx First ${from}' then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
    );
    await app.db.execute(
      sql`create trigger refuse_tx_first after update on players for each row execute function refuse_tx_first()`,
    );
    const before = await book(from + 1);
    const audits = await auditCount(app, 'player.rollover');
    const response = await rollOverSeason(app, commissioner, from, false);
    assert.equal(response.statusCode, 500);
    assert.deepEqual(await book(from + 1), before);
    assert.equal(await auditCount(app, 'player.rollover'), audits);
    await app.db.execute(sql`drop trigger refuse_tx_first on players`);
    await app.db.execute(sql`drop function refuse_tx_first()`);
  });
});
