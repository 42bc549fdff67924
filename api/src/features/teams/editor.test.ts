import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Team } from 'shared-contracts';
import { auditLog, leagues, matchups, teams } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn } from '../../testing/members';
import { deriveAbbreviation } from './abbreviation';

describe('the team editor (commissioner), in a league of its own that starts empty', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  let leagueId: number;
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, user = commissioner) =>
    app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
  const leagueTeams = () => app.db.select().from(teams).where(eq(teams.leagueId, leagueId));

  before(async () => {
    commissioner = await createTestUser('founder');
    app = await createTestApp({
      demoLeagueOpen: false,
      league: { name: 'Keepers United', commissioners: [commissioner.email], season: 2026 },
    });
    await signIn(app, commissioner);
    const [league] = await app.db.select().from(leagues).where(eq(leagues.isDemo, false));
    leagueId = league!.id;
  });
  after(() => app.close());

  it('derives abbreviations from names: initials, or a short word, made unique with a number', () => {
    assert.equal(deriveAbbreviation('Gotham City Knights', []), 'GCK');
    assert.equal(deriveAbbreviation('Süpürs', []), 'SUP');
    assert.equal(deriveAbbreviation('Bayou Bandits', ['BB']), 'BB2');
    assert.equal(deriveAbbreviation('Bayou Bandits', ['BB', 'bb2']), 'BB3');
    assert.equal(deriveAbbreviation('The Big Bad Blue Bears', []), 'TBBB');
    assert.equal(deriveAbbreviation('!', []), 'TM');
  });

  it('creates a team, deriving its abbreviation and manager name, audited', async () => {
    const response = await send('POST', '/api/teams', { name: 'Bayou Bandits' });
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json() as Team;
    assert.deepEqual(
      [created.name, created.displayName, created.abbreviation, created.yahooTeamKey],
      ['Bayou Bandits', 'Bayou Bandits', 'BB', null],
    );
    const second = (await send('POST', '/api/teams', { name: 'Blue Bombers', displayName: 'Kofi' })).json() as Team;
    assert.deepEqual([second.abbreviation, second.displayName], ['BB2', 'Kofi']);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.create'), eq(auditLog.entityId, created.id)));
    assert.ok(entry);
  });

  it('refuses an abbreviation another team has, or a malformed one, and changes nothing', async () => {
    const before = await leagueTeams();
    const taken = await send('POST', '/api/teams', { name: 'Big Bend', abbreviation: 'bb' });
    assert.equal(taken.statusCode, 409);
    assert.deepEqual(taken.json(), { message: "The abbreviation BB is already Bayou Bandits's" });
    const malformed = await send('POST', '/api/teams', { name: 'Big Bend', abbreviation: 'B-B' });
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().message, /abbreviation must be 2 to 6 letters or digits/);
    const nameless = await send('POST', '/api/teams', { name: '  ' });
    assert.equal(nameless.statusCode, 400);
    assert.match(nameless.json().message, /name is required/);
    const bandits = before.find((team) => team.name === 'Bayou Bandits')!;
    const clash = await send('PATCH', `/api/teams/${bandits.id}`, { abbreviation: 'BB2' });
    assert.equal(clash.statusCode, 409);
    assert.deepEqual(await leagueTeams(), before);
  });

  it('renames a team and changes its abbreviation', async () => {
    const [bandits] = (await leagueTeams()).filter((team) => team.name === 'Bayou Bandits');
    const response = await send('PATCH', `/api/teams/${bandits!.id}`, { name: 'Bayou Outlaws', abbreviation: 'bou' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual([response.json().name, response.json().abbreviation], ['Bayou Outlaws', 'BOU']);
    const empty = await send('PATCH', `/api/teams/${bandits!.id}`, {});
    assert.equal(empty.statusCode, 400);
    assert.match(empty.json().message, /Nothing to change/);
  });

  it("carries the team's name into the manager's name on a rename when the manager's name was the team's, and only then", async () => {
    const created = await send('POST', '/api/teams', { name: 'Quayside Otter' });
    assert.equal(created.statusCode, 201, created.body);
    const { id, displayName } = created.json() as { id: number; displayName: string };
    assert.equal(displayName, 'Quayside Otter', 'no manager given: the team name stands in');
    const renamed = await send('PATCH', `/api/teams/${id}`, { name: 'Quayside Otters' });
    assert.deepEqual([renamed.json().name, renamed.json().displayName], ['Quayside Otters', 'Quayside Otters']);

    const managed = await send('PATCH', `/api/teams/${id}`, { displayName: 'Hank' });
    assert.equal(managed.json().displayName, 'Hank');
    const again = await send('PATCH', `/api/teams/${id}`, { name: 'Quayside Otters II' });
    assert.deepEqual([again.json().name, again.json().displayName], ['Quayside Otters II', 'Hank']);
    const both = await send('PATCH', `/api/teams/${id}`, { name: 'Quayside Otters III', displayName: 'Hal' });
    assert.deepEqual([both.json().name, both.json().displayName], ['Quayside Otters III', 'Hal']);
  });

  it('removes a team without history; a team with games can only be renamed', async () => {
    const created = (await send('POST', '/api/teams', { name: 'Short Lived' })).json() as Team;
    const removed = await send('DELETE', `/api/teams/${created.id}`);
    assert.equal(removed.statusCode, 204);
    assert.equal(
      (await leagueTeams()).some((team) => team.id === created.id),
      false,
    );
    const [a, b] = await leagueTeams();
    await app.db
      .insert(matchups)
      .values({ leagueId, season: 2026, week: 1, position: 1, homeTeamId: a!.id, awayTeamId: b!.id });
    const refused = await send('DELETE', `/api/teams/${a!.id}`);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, `${a!.name} has games and cannot be removed; rename it instead`);
    assert.equal(
      (await leagueTeams()).some((team) => team.id === a!.id),
      true,
    );
    const missing = await send('DELETE', '/api/teams/999999');
    assert.equal(missing.statusCode, 404);
  });

  it('refuses a look-alike of a team’s name as a duplicate: another case, fullwidth letters, a no-break space, Cyrillic or Greek letters drawn like Latin ones, a name stored before with an invisible character', async () => {
    const knights = await send('POST', '/api/teams', { name: 'Gotham City Knights' });
    assert.equal(knights.statusCode, 201, knights.body);
    const before = await leagueTeams();
    for (const lookAlike of [
      'Gotham City Knights',
      'gotham city KNIGHTS',
      'Ｇｏｔｈａｍ Ｃｉｔｙ Ｋｎｉｇｈｔｓ',
      'Gotham\u00A0City  Knights ',
      'G\u043Etham City \u041Anights',
      'Gotham \u0421ity Knights',
    ]) {
      const refused = await send('POST', '/api/teams', { name: lookAlike });
      assert.equal(refused.statusCode, 409, JSON.stringify(lookAlike));
      assert.deepEqual(refused.json(), { message: 'A team named Gotham City Knights already exists' });
    }
    // Renaming another team to it is refused too; renaming the team itself to its own name is not.
    const other = before.find((team) => team.name !== 'Gotham City Knights')!;
    const rename = await send('PATCH', `/api/teams/${other.id}`, { name: 'GOTHAM CITY KNIGHTS' });
    assert.equal(rename.statusCode, 409);
    const own = await send('PATCH', `/api/teams/${(knights.json() as Team).id}`, { name: 'Gotham City Knights' });
    assert.equal(own.statusCode, 200, own.body);
    assert.deepEqual(await leagueTeams(), before);

    // A name written before names were checked, with a zero-width space in it, still counts.
    await app.db
      .insert(teams)
      .values({ leagueId, name: 'Metro\u200B Marauders', displayName: 'Old', abbreviation: 'MM' });
    const lookAlike = await send('POST', '/api/teams', { name: 'Metro Marauders' });
    assert.equal(lookAlike.statusCode, 409);
    assert.deepEqual(lookAlike.json(), { message: 'A team named Metro\u200B Marauders already exists' });
  });

  it('refuses a look-alike spelt with letters of other scripts that Unicode reads as Latin ones (docs/api.md §4), and keeps names a reader can tell apart', async () => {
    const aces = await send('POST', '/api/teams', { name: 'Stone City Aces' });
    assert.equal(aces.statusCode, 201, aces.body);
    const before = await leagueTeams();
    for (const [script, lookAlike] of [
      ['Armenian small oh', 'St\u0585ne City Aces'],
      ['Lisu', '\uA4E2tone \uA4DAity \uA4EEces'],
      ['Cherokee', 'Stone \u13DFity Aces'],
      ['Coptic', 'St\u2C9Fne \u2CA4ity Aces'],
      ['Latin small capitals', 'St\u1D0Fne C\u026At\u028F Aces'],
      ['Tifinagh', 'St\u2D54NE CITY ACES'],
      ['fullwidth', '\uFF33\uFF54\uFF4F\uFF4E\uFF45 City Aces'],
      ['mathematical bold', '\u{1D412}\u{1D42D}\u{1D428}\u{1D427}\u{1D41E} City Aces'],
      ['Cyrillic capitals in capitals', 'STONE CITY \u0410CES'],
    ]) {
      const refused = await send('POST', '/api/teams', { name: lookAlike });
      assert.equal(refused.statusCode, 409, `${script}: ${JSON.stringify(lookAlike)}`);
      assert.deepEqual(refused.json(), { message: 'A team named Stone City Aces already exists' });
    }
    assert.deepEqual(await leagueTeams(), before);
    // Names that differ in what a reader sees stay apart, in Latin and in other scripts.
    for (const name of [
      'Stone City Apes',
      'Stone Cty Aces',
      '\u0421\u0442\u043E\u0443\u043D \u0421\u0438\u0442\u0438',
    ]) {
      const created = await send('POST', '/api/teams', { name });
      assert.equal(created.statusCode, 201, `${JSON.stringify(name)}: ${created.body}`);
    }
  });

  it('refuses an invisible or text-direction character in a name with a clear message, and changes nothing', async () => {
    const before = await leagueTeams();
    const cases = [
      ['name', 'Gotham\u200BCity Knights', 'U+200B'],
      ['name', 'Gotham City Knights\u200B', 'U+200B'],
      ['name', '\u202EstingiK ytiC mahtoG', 'U+202E'],
      ['displayName', 'Bruce\u2066 Wayne', 'U+2066'],
      ['name', 'Soft\u00ADHyphen', 'U+00AD'],
    ] as const;
    for (const [field, value, character] of cases) {
      const refused = await send('POST', '/api/teams', { name: 'Harbour Hawks', [field]: value });
      assert.equal(refused.statusCode, 400, value);
      assert.match(
        refused.json().message,
        new RegExp(
          `${field} must not contain invisible or text-direction characters \\(found ${character.replace('+', '\\+')}\\)`,
        ),
      );
    }
    const [first] = before;
    const rename = await send('PATCH', `/api/teams/${first!.id}`, { name: 'Night\u200DOwls' });
    assert.equal(rename.statusCode, 400);
    assert.deepEqual(await leagueTeams(), before);
  });

  it('stores names normalised (NFKC, spaces collapsed) and keeps emoji sequences and joiners that shape letters', async () => {
    const fullwidth = await send('POST', '/api/teams', {
      name: '  Ｈａｒｂｏｕｒ\u00A0  Ｈａｗｋｓ ',
      abbreviation: 'ＨＨ',
    });
    assert.equal(fullwidth.statusCode, 201, fullwidth.body);
    assert.deepEqual([fullwidth.json().name, fullwidth.json().abbreviation], ['Harbour Hawks', 'HH']);
    for (const name of ['🏳️‍🌈 Pride Parade', '👨‍👩‍👧 Family Affair', 'می‌خواهم بردن']) {
      const created = await send('POST', '/api/teams', { name });
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(created.json().name, name);
    }
  });

  it("is the commissioner's only: a manager gets 403", async () => {
    const manager = await createTestUser('manager');
    assert.equal(
      (await send('POST', '/api/league/members', { email: manager.email, role: 'manager' })).statusCode,
      201,
    );
    await signIn(app, manager);
    const [team] = await leagueTeams();
    for (const [method, url, payload] of [
      ['POST', '/api/teams', { name: 'Sneaky' }],
      ['PATCH', `/api/teams/${team!.id}`, { name: 'Sneaky' }],
      ['DELETE', `/api/teams/${team!.id}`, undefined],
    ] as const) {
      assert.equal((await send(method, url, payload, manager)).statusCode, 403, `${method} ${url}`);
    }
  });
});
