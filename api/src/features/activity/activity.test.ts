import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACTIVITY_PAGE_MAX,
  type ActivityItem,
  activityKind,
  LEAGUE_ID_HEADER,
  type LeagueMember,
  type Trade,
} from 'shared-contracts';
import { auditLog, matchups, teams } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import {
  type FixtureLeague,
  fixtureLeague,
  freshYear,
  insertPickFixtures,
  insertPlayerFixtures,
  setBalls,
  setFaab,
} from '../../testing/fixtures';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { declare, putRule, rollOverSeason } from '../../testing/keepers';
import { signIn, signInAsManager } from '../../testing/members';

/** The next page's address from a `Link: <…>; rel="next"` header, or null on the last page. */
function nextLink(header: string | string[] | number | undefined): string | null {
  if (typeof header !== 'string') return null;
  return /<([^>]+)>;\s*rel="next"/.exec(header)?.[1] ?? null;
}

describe('GET /api/activity: the league feed', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let manager: TestUser;
  let joiner: TestUser;
  let teamA: number;
  let teamB: number;
  let teamC: number;
  /** The newest audit entry before the test's changes: the items after it are the test's own. */
  let start: number;
  const invitedOnly = `never-joined-${Date.now()}@example.com`;
  const accepted: number[] = [];

  const get = (url: string, user: TestUser = commissioner, leagueId?: number) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(user), ...(leagueId === undefined ? {} : { [LEAGUE_ID_HEADER]: String(leagueId) }) },
    });
  const send = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, user: TestUser, payload?: object) => {
    const response = await app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
    assert.ok(response.statusCode < 300, `${method} ${url} → ${response.statusCode} ${response.body}`);
    return response;
  };
  /** The test's own items, newest first, as one page of up to 100 shows them. */
  const ownItems = async (query = '', user: TestUser = commissioner): Promise<ActivityItem[]> => {
    const response = await get(`/api/activity?limit=${ACTIVITY_PAGE_MAX}${query}`, user);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as ActivityItem[]).filter((item) => item.id > start);
  };

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    [teamA, teamB, teamC] = league.teamIds as [number, number, number];
    commissioner = await signIn(app);
    manager = await signInAsManager(app, teamB);
    const [newest] = await app.db
      .select({ id: max(auditLog.id) })
      .from(auditLog)
      .where(eq(auditLog.leagueId, league.leagueId));
    start = newest?.id ?? 0;

    // Trades: proposals; the receiver accepts one, rejects one and counters one, the proposer cancels one.
    const season = league.currentSeason;
    await setFaab(app, league, teamA, season, 100);
    const propose = async () =>
      (
        (
          await send('POST', '/api/trades', commissioner, {
            proposedByTeamId: teamA,
            proposedToTeamId: teamB,
            items: [{ fromTeamId: teamA, toTeamId: teamB, itemType: 'faab', quantity: 1 }],
          })
        ).json() as Trade
      ).id;
    // Two reviewed first (docs/screens/trades.md §4.7): the commissioner approves one, rejects the other.
    await send('PUT', '/api/trades/review-rule', commissioner, {
      mode: 'commissioner',
      reviewHours: 24,
      vetoPercent: 50,
    });
    for (const decision of ['approve', 'veto']) {
      const reviewed = await propose();
      await send('PUT', `/api/trades/${reviewed}`, manager, { action: 'accept' });
      await send('PUT', `/api/trades/${reviewed}/review`, commissioner, { decision });
    }
    await send('PUT', '/api/trades/review-rule', commissioner, { mode: 'immediate', reviewHours: 24, vetoPercent: 50 });
    const [one, two, three] = [await propose(), await propose(), await propose()];
    await send('PUT', `/api/trades/${one}`, manager, { action: 'accept' });
    accepted.push(one);
    await send('PUT', `/api/trades/${two}`, manager, { action: 'reject' });
    await send('PUT', `/api/trades/${three}`, commissioner, { action: 'cancel' });
    // A fourth, countered by the receiver: the counter is a proposal of its own.
    const four = await propose();
    await send('POST', '/api/trades', manager, {
      proposedByTeamId: teamB,
      proposedToTeamId: teamA,
      items: [{ fromTeamId: teamA, toTeamId: teamB, itemType: 'faab', quantity: 2 }],
      counters: four,
    });

    // Keepers declared and released, then the book rolled over into the next season.
    const keeperSeason = freshYear();
    assert.equal((await putRule(app, commissioner, keeperSeason)).statusCode, 200);
    const [player] = await insertPlayerFixtures(app, league, [
      { year: keeperSeason, name: `Feed Keeper ${keeperSeason}`, teamId: teamB, auctionPrice: 10 },
    ]);
    assert.equal((await declare(app, manager, keeperSeason, player!.id)).statusCode, 200);
    assert.equal((await declare(app, manager, keeperSeason, player!.id, false)).statusCode, 200);
    assert.equal((await rollOverSeason(app, commissioner, keeperSeason, false)).statusCode, 200);

    // A lottery opened, drawn and reset.
    const lotteryYear = freshYear();
    await insertPickFixtures(
      app,
      league,
      league.teamIds.map((teamId) => ({ year: lotteryYear, round: 1, originalTeamId: teamId })),
    );
    await setBalls(app, league, teamA, lotteryYear, 10);
    for (const step of ['open', 'close', 'draw', 'reset'])
      await send('POST', `/api/picks/lottery/${lotteryYear}/${step}`, commissioner);

    // A player book import.
    await send('POST', '/api/players/upsert', commissioner, {
      year: freshYear(),
      players: [{ name: 'Feed Import', position: 'QB', nflTeam: 'KC' }],
    });

    // A member joins by their invitation and leaves; an invitation nobody took up is removed.
    const joinerEmail = `feed-joiner-${Date.now()}@example.com`;
    const seat = (
      await send('POST', '/api/league/members', commissioner, { email: joinerEmail, role: 'manager', teamId: teamC })
    ).json() as LeagueMember;
    joiner = await signIn(app, await createTestUser('joiner', { email: joinerEmail }));
    const invited = (
      await send('POST', '/api/league/members', commissioner, { email: invitedOnly, role: 'manager' })
    ).json() as LeagueMember;
    await send('DELETE', `/api/league/members/${invited.id}`, commissioner);

    // The schedule: a game's team changed, then the game moved.
    const [game] = await app.db
      .select()
      .from(matchups)
      .where(and(eq(matchups.leagueId, league.leagueId), eq(matchups.season, season)))
      .orderBy(asc(matchups.id))
      .limit(1);
    const stranger = league.teamIds.find((id) => id !== game!.homeTeamId && id !== game!.awayTeamId)!;
    await send('PATCH', `/api/schedule/matchups/${game!.id}`, commissioner, { homeTeamId: stranger });
    await send('PATCH', `/api/schedule/matchups/${game!.id}`, commissioner, {
      weekNumber: game!.week === 1 ? 2 : 1,
      position: 1,
    });

    // A pick edited.
    const [pick] = await insertPickFixtures(app, league, [{ year: freshYear(), round: 2, originalTeamId: teamA }]);
    await send('PATCH', '/api/picks/batch', commissioner, { picks: [{ id: pick!.id, currentTeamId: teamC }] });

    // The joiner is removed last (the demo league cannot be left): their departure is the newest item.
    await send('DELETE', `/api/league/members/${seat.id}`, commissioner);
  });
  after(() => app.close());

  const teamName = async (id: number) =>
    (await app.db.select({ name: teams.name }).from(teams).where(eq(teams.id, id)))[0]!.name;

  it('tells of every kind after its action, newest first, in words with a display name and never an email', async () => {
    const items = await ownItems();
    assert.deepEqual(
      [...new Set(items.map((item) => item.kind))].sort(),
      [...activityKind.options].sort(),
      'every kind of the feed, once its action is done',
    );
    assert.deepEqual(
      items.map((item) => item.id),
      items.map((item) => item.id).sort((a, b) => b - a),
    );
    assert.equal(items[0]!.kind, 'member.left');
    assert.equal(items[0]!.actor, commissioner.name);
    assert.equal(
      items[0]!.text,
      `${commissioner.name} removed ${joiner.name} from the league (${await teamName(teamC)})`,
    );
    assert.deepEqual(items[0]!.teamIds, [teamC]);
    const joined = items.find((item) => item.kind === 'member.joined')!;
    assert.equal(joined.actor, joiner.name);
    const proposals = items.filter((item) => item.kind === 'trade.proposed');
    assert.equal(proposals.length, 7);
    assert.ok(proposals.every((item) => [...item.teamIds].sort().join() === [teamA, teamB].sort().join()));
    // Newest first: the counter, then the commissioner's four (and the two reviewed before them).
    assert.equal(
      proposals[0]!.text,
      `${manager.name} proposed a trade between ${await teamName(teamB)} and ${await teamName(teamA)}`,
    );
    assert.equal(
      proposals[1]!.text,
      `${commissioner.name} proposed a trade between ${await teamName(teamA)} and ${await teamName(teamB)}`,
    );
    const acceptedItem = items.find((item) => item.kind === 'trade.accepted')!;
    assert.equal(acceptedItem.actor, manager.name);
    assert.deepEqual([...acceptedItem.teamIds].sort(), [teamA, teamB].sort());
    assert.match(acceptedItem.text, new RegExp(`^${manager.name} accepted the trade between `));
    const pair = `${await teamName(teamA)} and ${await teamName(teamB)}`;
    const completed = items.find((item) => item.kind === 'trade.completed')!;
    assert.equal(completed.text, `${commissioner.name} approved the trade between ${pair}: its assets moved`);
    const vetoed = items.find((item) => item.kind === 'trade.vetoed')!;
    assert.equal(vetoed.text, `${commissioner.name} rejected the trade between ${pair} as commissioner`);
    assert.deepEqual([...vetoed.teamIds].sort(), [teamA, teamB].sort());
    const countered = items.find((item) => item.kind === 'trade.countered')!;
    assert.equal(
      countered.text,
      `${manager.name} countered the trade between ${await teamName(teamA)} and ${await teamName(teamB)}`,
    );
    const body = JSON.stringify(items);
    assert.ok(!body.includes('@'), 'no email in any item');
    // The removed invitation was nobody leaving: one member.left, the joiner's.
    assert.equal(items.filter((item) => item.kind === 'member.left').length, 1);
    // The lottery's draw placed picks: told as the draw, not as pick edits.
    assert.equal(items.filter((item) => item.kind === 'pick.edited').length, 1);
  });

  it('shows a manager exactly what the commissioner sees', async () => {
    assert.deepEqual(await ownItems('', manager), await ownItems(''));
  });

  it('pages with no duplicates and no gaps, each next page from the Link header', async () => {
    const whole = await ownItems();
    const paged: ActivityItem[] = [];
    let url: string | null = '/api/activity?limit=4';
    let pages = 0;
    while (url && !paged.some((item) => item.id <= start)) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, response.body);
      paged.push(...(response.json() as ActivityItem[]));
      url = nextLink(response.headers.link);
      pages += 1;
    }
    const own = paged.filter((item) => item.id > start);
    assert.ok(pages >= 4, `${pages} pages`);
    assert.deepEqual(own, whole);
    assert.equal(new Set(paged.map((item) => item.id)).size, paged.length);
  });

  it('filters by kind and by team, and the filters carry to the next page', async () => {
    const acceptedOnly = await ownItems('&kind=trade.accepted');
    // Three accepts: two into the commissioner's review, one at once.
    assert.deepEqual(
      acceptedOnly.map((item) => item.kind),
      ['trade.accepted', 'trade.accepted', 'trade.accepted'],
    );
    const vetoedOnly = await ownItems('&kind=trade.vetoed');
    assert.deepEqual(
      vetoedOnly.map((item) => item.kind),
      ['trade.vetoed'],
    );
    const ofTeamC = await ownItems(`&team=${teamC}`);
    assert.ok(ofTeamC.length >= 3, `${ofTeamC.length} items of team C`);
    assert.ok(ofTeamC.every((item) => item.teamIds.includes(teamC)));
    const all = await ownItems();
    assert.deepEqual(
      ofTeamC.map((item) => item.id),
      all.filter((item) => item.teamIds.includes(teamC)).map((item) => item.id),
    );
    const first = await get(`/api/activity?limit=1&team=${teamC}&kind=member.joined`);
    assert.equal(first.statusCode, 200);
    const next = nextLink(first.headers.link);
    if (next) {
      assert.match(next, /team=\d+/);
      assert.match(next, /kind=member\.joined/);
    }
  });

  it('refuses a bad limit, kind, team or cursor with a clear message and no page', async () => {
    for (const limit of ['0', '101', 'x', '1.5']) {
      const response = await get(`/api/activity?limit=${limit}`);
      assert.equal(response.statusCode, 400, limit);
      assert.match(response.json().message, /limit must be a whole number from 1 to 100/);
    }
    assert.equal((await get('/api/activity?limit=100')).statusCode, 200);
    assert.equal((await get('/api/activity?kind=trade.exploded')).statusCode, 400);
    assert.equal((await get('/api/activity?before=abc')).statusCode, 400);
    const noTeam = await get('/api/activity?team=2000000000');
    assert.equal(noTeam.statusCode, 404);
    assert.match(noTeam.json().message, /Team 2000000000 not found/);
    assert.equal((await get('/api/activity?before=2000000000')).statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url: '/api/activity' })).statusCode, 401);
  });

  it("never shows another league's activity, nor takes its cursor or team", async () => {
    const founder = await signIn(app);
    const created = await send('POST', '/api/leagues', founder, { name: `Feed Other ${Date.now()}`, season: 2030 });
    const other = (created.json() as { id: number }).id;
    // Someone joins the other league by their invitation, then leaves it.
    const guestEmail = `feed-guest-${Date.now()}@example.com`;
    const invite = await app.inject({
      method: 'POST',
      url: '/api/league/members',
      headers: { ...bearer(founder), [LEAGUE_ID_HEADER]: String(other) },
      payload: { email: guestEmail, role: 'manager' },
    });
    assert.equal(invite.statusCode, 201, invite.body);
    const guest = await signIn(app, await createTestUser('guest', { email: guestEmail }));
    const left = await app.inject({
      method: 'POST',
      url: '/api/league/leave',
      headers: { ...bearer(guest), [LEAGUE_ID_HEADER]: String(other) },
    });
    assert.equal(left.statusCode, 204, left.body);
    // The founder is a member of both (the open demo league admitted them).
    const theirs = await get(`/api/activity?limit=100`, founder, other);
    assert.equal(theirs.statusCode, 200, theirs.body);
    const otherItems = theirs.json() as ActivityItem[];
    assert.deepEqual(
      otherItems.map((item) => [item.kind, item.actor, item.text]),
      [
        ['member.left', guest.name, `${guest.name} left the league`],
        ['member.joined', guest.name, `${guest.name} joined the league`],
        ['member.joined', founder.name, `${founder.name} joined the league`],
      ],
    );
    const ours = await get(`/api/activity?limit=100`, founder, league.leagueId);
    const ourIds = new Set((ours.json() as ActivityItem[]).map((item) => item.id));
    assert.ok(otherItems.every((item) => !ourIds.has(item.id)));
    // A cursor or a team of the other league is as missing as none.
    assert.equal((await get(`/api/activity?before=${otherItems[0]!.id}`, founder, league.leagueId)).statusCode, 404);
    assert.equal((await get(`/api/activity?team=${teamA}`, founder, other)).statusCode, 404);
    // A member of the demo league alone cannot read the other league's feed.
    assert.equal((await get('/api/activity', manager, other)).statusCode, 403);
    assert.ok(accepted.length === 1);
  });
});
