import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { ImportJob, ImportPreview, ProviderTeam } from 'shared-contracts/provider-setup';
import { leagueImports, leagues, teams } from '../../../db/schema';
import { bearer, createTestUser, type TestUser } from '../../../testing/identities';
import { signIn } from '../../../testing/members';
import { connectThroughSettings, startYahooTestApp, type YahooTestApp } from '../../../testing/yahoo';

/**
 * A league set up by hand (four teams named unlike Yahoo's) once took Yahoo's twelve teams
 * beside its own without a word. The import now refuses that unless the commissioner chose it,
 * and the preview names the own teams no Yahoo team is linked to.
 */
describe("importing from Yahoo over a league's own teams", () => {
  let setup: YahooTestApp;
  let commissioner: TestUser;
  let leagueId: number;
  const OWN = ['Zeta Zebras', 'Yonder Yaks', 'Xylo Xerus', 'Wild Walrus'];
  const post = (url: string, payload: object) =>
    setup.app.inject({ method: 'POST', url, headers: bearer(commissioner), payload });
  const leagueTeams = () => setup.app.db.select().from(teams).where(eq(teams.leagueId, leagueId));
  const preview = async () => {
    const response = await post('/api/provider/import/preview', { seasons: 1 });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as ImportPreview;
  };

  before(async () => {
    commissioner = await createTestUser('own-teams');
    setup = await startYahooTestApp({
      league: { name: 'Hand Made', commissioners: [commissioner.email], season: 2025 },
    });
    await signIn(setup.app, commissioner);
    assert.equal((await connectThroughSettings(setup.app, commissioner)).success, true);
    const [league] = await setup.app.db.select().from(leagues).where(eq(leagues.isDemo, false));
    leagueId = league!.id;
    for (const name of OWN) assert.equal((await post('/api/teams', { name })).statusCode, 201);
  });
  after(() => setup.close());

  it('previews the own teams no Yahoo team is linked to, beside the 12 it would add', async () => {
    const { ownTeams, seasons } = await preview();
    assert.deepEqual(seasons[0]!.teams, { created: 12, updated: 0, unchanged: 0 });
    assert.deepEqual(ownTeams, { unlinked: [...OWN].sort(), newTeams: 12 });
  });

  it('refuses the import without the choice, and changes nothing', async () => {
    const response = await post('/api/provider/import', { seasons: 1 });
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(
      response.json().message,
      "The league has 4 teams no Yahoo team is linked to (Wild Walrus, Xylo Xerus, Yonder Yaks, Zeta Zebras). Link them to their Yahoo teams in Settings' Link Teams card first, or choose to add Yahoo's 12 teams beside the league's own.",
    );
    assert.equal((await leagueTeams()).length, 4);
    assert.deepEqual(await setup.app.db.select().from(leagueImports).where(eq(leagueImports.leagueId, leagueId)), []);
  });

  it('once three are linked, names the fourth; with the choice, adds the rest beside it', async () => {
    const provided = (
      await setup.app.inject({ method: 'GET', url: '/api/yahoo/teams', headers: bearer(commissioner) })
    ).json() as ProviderTeam[];
    const own = await leagueTeams();
    for (const [index, name] of OWN.slice(0, 3).entries()) {
      const team = own.find((row) => row.name === name)!;
      assert.equal(
        (await post('/api/yahoo/link-team', { yahooTeamKey: provided[index]!.team_key, teamId: team.id })).statusCode,
        200,
      );
    }
    const { ownTeams, seasons } = await preview();
    assert.deepEqual(seasons[0]!.teams, { created: 9, updated: 3, unchanged: 0 });
    assert.deepEqual(ownTeams, { unlinked: ['Wild Walrus'], newTeams: 9 });
    assert.equal((await post('/api/provider/import', { seasons: 1 })).statusCode, 409);

    const response = await post('/api/provider/import', { seasons: 1, addBesideOwnTeams: true });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((response.json() as ImportJob).status, 'done');
    const after = await leagueTeams();
    assert.equal(after.length, 13);
    assert.deepEqual(
      after.filter((team) => team.providerTeamKey === null).map((team) => team.name),
      ['Wild Walrus'],
    );
  });
});
