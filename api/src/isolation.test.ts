import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiEndpoints } from './endpoint-table';
import {
  type BuiltRequest,
  buildRequest,
  documentedOperations,
  missingIds,
  type Operation,
} from './testing/cross-league-requests';
import { bearer, type TestUser } from './testing/identities';
import { leagueFingerprint } from './testing/league-fingerprint';
import { buildTwoLeagues, inLeague, type LeagueSide, namedRows, type TwoLeagues } from './testing/two-leagues';

/**
 * The isolation matrix (docs/leagues.md): one deployment, two leagues with rows of every
 * kind. Every league operation of the OpenAPI document is called under one league's header
 * with the other league's ids, by that league's commissioner and by the commissioner of both:
 * each answers 404 or 403, exactly as for a missing row, and writes nothing. Reads that name
 * no id show nothing of the other league; a member of one league is refused in the other.
 */

describe('isolation between two leagues of one deployment', () => {
  let two: TwoLeagues;
  let operations: Operation[];
  let leagueOperations: Operation[];
  before(async () => {
    two = await buildTwoLeagues();
    operations = await documentedOperations(two.app);
    leagueOperations = operations.filter(
      (operation) => operation.access === 'member' || operation.access === 'commissioner',
    );
  });
  after(() => two.app.close());

  /** Sends a built request as `user` under `header`; answers the status, the body and whether a table changed. */
  /** The fingerprint after the last call: every write goes through `send`, so it holds until the next one. */
  let fingerprint: string | null = null;
  async function send(request: BuiltRequest, user: TestUser, header: number | string) {
    const before = fingerprint ?? (await leagueFingerprint(two.app.db));
    const response = await two.app.inject({
      method: request.method,
      url: request.url,
      headers: inLeague(user, header),
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    });
    fingerprint = await leagueFingerprint(two.app.db);
    const wrote = fingerprint !== before;
    return { status: response.statusCode, body: response.body, wrote };
  }
  const describeCall = (request: BuiltRequest) =>
    `${request.method} ${request.url}${request.payload === undefined ? '' : ` ${JSON.stringify(request.payload)}`}`;

  /** The names of `side` that `text` shows, in a field or inside a message (too short a name would match by chance). */
  const namesIn = (text: string, side: LeagueSide) =>
    side.names.filter((name) => name.length >= 5 && text.includes(JSON.stringify(name).slice(1, -1)));

  it('reads every operation of the OpenAPI document: one per row of the endpoint table', () => {
    const documented = new Set(operations.map((operation) => operation.name));
    assert.equal(documented.size, operations.length, 'each operation once');
    const missing = Object.keys(apiEndpoints).filter((name) => !documented.has(name));
    assert.deepEqual(missing, [], 'every row of the endpoint table is in the document');
    assert.equal(operations.length, Object.keys(apiEndpoints).length);
    assert.ok(leagueOperations.length >= 60, `${leagueOperations.length} league operations`);
  });

  it('refuses an X-League-Id that is not a league id with 400, writing nothing', async () => {
    for (const operation of leagueOperations) {
      const request = buildRequest(operation, two.b);
      for (const header of ['abc', '0', '99999999999']) {
        const answer = await send(request, two.both, header);
        assert.equal(answer.status, 400, `${describeCall(request)} under ${header}: ${answer.body}`);
        assert.equal(answer.wrote, false, `${describeCall(request)} under ${header} wrote`);
      }
    }
  });

  it("refuses with 403 a member of one league calling under the other's header, writing nothing", async () => {
    let calls = 0;
    for (const [own, other] of [
      [two.a, two.b],
      [two.b, two.a],
    ] as const) {
      for (const operation of leagueOperations) {
        // Ids of the league the header names: the only thing wrong is the caller's membership.
        const request = buildRequest(operation, other);
        for (const user of [own.commissioner, own.manager]) {
          const answer = await send(request, user, other.leagueId);
          assert.equal(answer.status, 403, `${describeCall(request)}: ${answer.body}`);
          assert.equal(answer.wrote, false, `${describeCall(request)} wrote`);
          calls += 1;
        }
      }
    }
    console.log(`# single-league callers under the other header: ${calls} calls, all 403`);
  });

  it('refuses a member of one league any operation naming the other league, writing nothing', async () => {
    // The operations of any signed-in person (no X-League-Id): choosing the league calls
    // without a header work in (PUT /api/leagues/last-used) must not admit a stranger.
    const naming = operations.filter(
      (operation) =>
        operation.access === 'identity' &&
        buildRequest(operation, two.a).named.some((entry) => entry.kind === 'league'),
    );
    assert.ok(naming.length >= 1, 'some operation names a league');
    for (const [own, other] of [
      [two.a, two.b],
      [two.b, two.a],
    ] as const) {
      for (const operation of naming) {
        const request = buildRequest(operation, own, { source: other, slot: 'all' });
        for (const user of [own.commissioner, own.manager]) {
          const before = await leagueFingerprint(two.app.db);
          const response = await two.app.inject({
            method: request.method,
            url: request.url,
            headers: bearer(user),
            ...(request.payload === undefined ? {} : { payload: request.payload as object }),
          });
          assert.ok([403, 404].includes(response.statusCode), `${describeCall(request)}: ${response.body}`);
          assert.equal(await leagueFingerprint(two.app.db), before, `${describeCall(request)} wrote`);
          // And a call without a header still works in their own league.
          const league = await two.app.inject({ method: 'GET', url: '/api/league', headers: bearer(user) });
          assert.equal(league.json().id, own.leagueId);
        }
      }
    }
    fingerprint = null;
  });

  it("answers the league's own reads with its own rows (the control: the ids are real)", async () => {
    for (const side of [two.a, two.b]) {
      for (const operation of leagueOperations.filter((candidate) => candidate.method === 'GET')) {
        // A stream stays open: its own tests read it over HTTP (features/events/events.test.ts).
        if (operation.row.streams) continue;
        const request = buildRequest(operation, side);
        const answer = await send(request, side.commissioner, side.leagueId);
        // Provider reads need a provider connection neither league has: their refusal is no 200.
        if (operation.row.tags.some((tag) => /provider|yahoo/i.test(tag))) continue;
        assert.equal(answer.status, 200, `${describeCall(request)}: ${answer.body}`);
        assert.equal(answer.wrote, false);
      }
      const teams = await send(buildRequest(operationNamed('listTeams'), side), side.commissioner, side.leagueId);
      assert.ok(namesIn(teams.body, side).length >= 4, "the names check sees the league's own teams");
    }
  });

  function operationNamed(name: string): Operation {
    const found = operations.find((operation) => operation.name === name);
    if (!found) throw new Error(`${name} is not documented`);
    return found;
  }

  /** A refusal's message with its numbers out: another league's row and a missing one are refused in the same words. */
  const wording = (body: string) => {
    try {
      return String((JSON.parse(body) as { message?: unknown }).message).replace(/\d+/g, '#');
    } catch {
      return body;
    }
  };

  it("refuses every call naming another league's rows exactly as a missing row, writing nothing", async () => {
    const failures: string[] = [];
    let cells = 0;
    const crossing = new Set<string>();
    /** Operations whose refusal comes before any row is read (a provider this deployment has not set up). */
    const unreached = new Set<string>();
    /** Operations answering another league's id with what they answer a missing one (2xx). */
    const answeredAsMissing = new Set<string>();
    for (const [header, owner] of [
      [two.b, two.a],
      [two.a, two.b],
    ] as const) {
      for (const operation of leagueOperations) {
        const slots = buildRequest(operation, header).named.length;
        if (slots === 0) continue;
        crossing.add(operation.name);
        // Each id alone among the league's own (so the call fails on that id only), then all at once.
        for (const slot of [...Array(slots).keys(), ...(slots > 1 ? ['all' as const] : [])]) {
          const request = buildRequest(operation, header, { source: owner, slot });
          const missing = buildRequest(operation, header, { source: missingIds(owner), slot });
          const foreign = request.named.filter((entry) => entry.foreign);
          for (const user of [header.commissioner, two.both]) {
            cells += 1;
            const rowsBefore = await namedRows(two.app, foreign);
            const answer = await send(request, user, header.leagueId);
            const control = await send(missing, user, header.leagueId);
            const call = `${describeCall(request)} under league ${header.leagueId}`;
            if (answer.status !== control.status)
              failures.push(
                `${call} → ${answer.status} ${answer.body.slice(0, 200)}; a missing row → ${control.status} ${control.body.slice(0, 200)}`,
              );
            else if (answer.status < 400) {
              // Answered as for a missing row (the import adds a player its id does not
              // find): the other league's rows must be as they were (checked below).
              answeredAsMissing.add(operation.name);
            } else if (
              wording(answer.body) !== wording(control.body) ||
              wording(answer.body).startsWith('Invalid request')
            )
              failures.push(
                `${call} → ${answer.status} ${answer.body.slice(0, 200)}; a missing row → ${control.body.slice(0, 200)}`,
              );
            else if (answer.status === 400)
              // docs/api.md §3: an id naming no row of the league, in a path, a query or a body, is 404.
              failures.push(
                `${call} → 400 ${answer.body.slice(0, 200)}: another league's row must be 404, as a missing row`,
              );
            else if (answer.status !== 404 && answer.status !== 403)
              unreached.add(`${operation.name} (${answer.status})`);
            if (answer.status >= 400 && answer.wrote) failures.push(`${call} wrote`);
            if (control.status >= 400 && control.wrote) failures.push(`${describeCall(missing)} (missing rows) wrote`);
            if ((await namedRows(two.app, foreign)) !== rowsBefore) failures.push(`${call} changed the rows it named`);
            const leaked = namesIn(answer.body, owner);
            if (leaked.length > 0) failures.push(`${call} showed ${leaked.join(', ')}`);
          }
        }
      }
    }
    console.log(
      `# isolation matrix: ${crossing.size} operations naming ids (each id alone, then all) × 2 callers × 2 directions` +
        ` = ${cells} calls, each beside its missing-row control (of ${leagueOperations.length} league operations)`,
    );
    console.log(
      `# answered as for a missing row (2xx, the other league's rows untouched): ${[...answeredAsMissing].join(', ')}`,
    );
    console.log(`# refused before any row is read: ${[...unreached].join(', ')}`);
    console.log(`# crossing: ${[...crossing].join(', ')}`);
    assert.deepEqual(failures, []);
    assert.ok(crossing.size >= 20, `${crossing.size} operations name an id`);
    // Those naming rows in a body or a query (once 400 for a row not of the league), and the invitation links'.
    const named = [
      'inviteMember',
      'updateMember',
      'updateScheduleMatchup',
      'createPlayer',
      'updatePlayers',
      'upsertPlayers',
      'listTeamPlayers',
      'updatePicks',
      'listTeamDraftPicks',
      'setPingPongBalls',
      'listTrades',
      'listActivity',
      'proposeTrade',
      'setFaabBalances',
      'createInvitationLink',
      'revokeInvitationLink',
    ];
    assert.deepEqual(
      named.filter((name) => !crossing.has(name)),
      [],
      'the matrix crosses the ids of each',
    );
  });

  it('shows nothing of the other league in any read that names no id, to the member of both', async () => {
    const failures: string[] = [];
    let reads = 0;
    for (const [header, other] of [
      [two.b, two.a],
      [two.a, two.b],
    ] as const) {
      for (const operation of leagueOperations.filter((candidate) => candidate.method === 'GET')) {
        const request = buildRequest(operation, header);
        if (request.named.length > 0 || operation.row.streams) continue;
        reads += 1;
        const answer = await send(request, two.both, header.leagueId);
        const leaked = namesIn(answer.body, other);
        if (leaked.length > 0)
          failures.push(`${describeCall(request)} under ${header.leagueId} showed ${leaked.join(', ')}`);
        if (answer.wrote) failures.push(`${describeCall(request)} wrote`);
      }
    }
    console.log(`# reads naming no id, checked for the other league's names: ${reads} calls`);
    assert.deepEqual(failures, []);
  });
});
