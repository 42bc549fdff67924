/**
 * The followed season's extras (traded picks, keepers, FAAB) into the league's own rows, for
 * a provider that has them (Sleeper). Written in the season's transaction, every change
 * audited; a re-import changes nothing. Keeper and auction values are the league's own and
 * are never touched. A team's FAAB changes only where the provider's answer changed since the
 * last import, and where that would undo a trade accepted in the app since, only when chosen
 * (docs/leagues.md §5).
 */
import { and, eq } from 'drizzle-orm';
import { DRAFT_ROUNDS } from 'shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import { canonicalNflTeam } from 'shared-contracts';
import type { ChangeCounts, SeasonImport, TradeUndo } from 'shared-contracts/provider-setup';
import type { Queryable } from '../../../db/client';
import { draftPicks, faabBalances, pingPongBalls, players } from '../../../db/schema';
import { recordAudit, type Actor, type AuditEntry } from '../../audit';
import { acceptedTradeMoves, latestAcceptedSince } from '../../trades';
import type { SeasonExtras } from '../provider';
import { teamIdOf } from './import-teams';
import { recordedFaab, recordFaab } from './provider-record';
import { keeperKey, type SeasonData } from './season-data';
import { teamNamesOf, tradeUndo } from './trade-undos';

/** The rounds our draft picks have (docs/screens/picks.md): a provider's later rounds are left out. */
const MAX_ROUND = 5;

type TeamOf = (teamKey: string) => number | null;
type PickRow = typeof draftPicks.$inferSelect;

const noChanges = (): ChangeCounts => ({ created: 0, updated: 0, unchanged: 0 });

/** Whether the counts hold a change (created or updated). */
export const changedAny = (counts: ChangeCounts) => counts.created + counts.updated > 0;

/** What the app keeps against the provider's answers, and what the commissioner chose to take. */
export type ExtrasChoices = {
  /** Book players (ids) whose team the roster import kept: a keeper among them keeps it too. */
  heldPlayers: ReadonlySet<number>;
  /** Teams (ids) whose FAAB undoing a trade made in the app the commissioner chose to take from the provider. */
  takeProviderFaab: ReadonlySet<number>;
};

export type ExtrasImport = { extras: SeasonImport['extras']; tradeUndos: TradeUndo[] };

/**
 * Writes the season's extras and answers what changed (extras null when the season has none:
 * an earlier season, or a provider without them) and the FAAB changes that would undo a trade.
 */
export async function importExtras(
  tx: Queryable,
  actor: Actor,
  data: SeasonData,
  keyToTeam: ReadonlyMap<string, number>,
  choices: ExtrasChoices,
  log: FastifyBaseLogger,
): Promise<ExtrasImport> {
  if (!data.isFollowed || !data.extras) return { extras: null, tradeUndos: [] };
  // A key of another season of the chain names the same team by its team id.
  const byTeamId = new Map([...keyToTeam].map(([key, id]) => [teamIdOf(key), id]));
  const teamOf: TeamOf = (key) => keyToTeam.get(key) ?? byTeamId.get(teamIdOf(key)) ?? null;
  const seasonTeamIds = [...new Set(data.teams.map((team) => teamOf(team.teamKey)))].filter(
    (id): id is number => id !== null,
  );
  const draftPicks = await importTradedPicks(tx, actor, data, teamOf, seasonTeamIds, log);
  const keepers = await importKeepers(tx, actor, data, data.extras.keepers, teamOf, choices.heldPlayers, log);
  await importDraftedRounds(tx, actor, data);
  const faab = await importFaab(tx, actor, data.season.season, data.extras.faab, teamOf, choices.takeProviderFaab);
  return { extras: { draftPicks, keepers, faab: faab.counts }, tradeUndos: faab.tradeUndos };
}

/**
 * Each traded pick in rounds 1–5 is held by its new owner: the league's pick of that year,
 * round and original team. A year without picks first gets its full set (every team of the
 * season, in the provider's draft rounds, else the rounds the league's picks use, with their
 * ping pong ball rows), as Picks' set-up makes them. A locked pick is settled and stays as it
 * is. A year whose draft is over (before the season, or shown complete) is settled: its picks
 * are written locked and get no ping pong balls, there being no lottery left to hold. The
 * season's draft order gives each pick of that year its place in its round (`position`), in
 * every round; a year with an order and no picks gets its set as a traded pick's year does.
 */
async function importTradedPicks(
  tx: Queryable,
  actor: Actor,
  data: SeasonData,
  teamOf: TeamOf,
  seasonTeamIds: number[],
  log: FastifyBaseLogger,
): Promise<ChangeCounts> {
  const counts = noChanges();
  const extras = data.extras!;
  const traded = extras.tradedPicks;
  const settledYears = new Set(extras.settledDraftYears ?? []);
  const settled = (year: number) => year < data.season.season || settledYears.has(year);
  // The last word on a pick wins: a pick traded twice is held by its latest owner.
  const wanted = new Map<string, { year: number; round: number; originalTeamId: number; ownerId: number }>();
  for (const pick of traded) {
    if (pick.round < 1 || pick.round > MAX_ROUND) {
      log.info(
        { year: pick.year, round: pick.round },
        `a traded pick of round ${pick.round} is past round 5: left out`,
      );
      continue;
    }
    const originalTeamId = teamOf(pick.originalTeamKey);
    const ownerId = teamOf(pick.ownerTeamKey);
    if (originalTeamId === null || ownerId === null) {
      log.warn({ pick }, 'a traded pick names a team the import does not know: left out');
      continue;
    }
    wanted.set(pickKey(pick.year, pick.round, originalTeamId), { ...pick, originalTeamId, ownerId });
  }
  // The season's draft order (every round's, docs/sleeper.md §6): each pick's place in its round.
  const placed = new Map<string, number>();
  for (const entry of extras.draftOrder ?? []) {
    const originalTeamId = teamOf(entry.originalTeamKey);
    if (entry.round < 1 || entry.round > MAX_ROUND || originalTeamId === null) continue;
    placed.set(pickKey(entry.year, entry.round, originalTeamId), entry.position);
  }
  if (wanted.size === 0 && placed.size === 0) return counts;

  const existing = await tx.select().from(draftPicks).where(eq(draftPicks.leagueId, actor.leagueId)).for('update');
  const byKey = new Map(existing.map((row) => [pickKey(row.year, row.round, row.originalTeamId), row]));
  const yearsWithPicks = new Set(existing.map((row) => row.year));
  // The league's own rounds (Sleeper's draft_rounds, docs/sleeper.md §6): a four-round league
  // gets no fifth round.
  const rounds = Math.min(
    MAX_ROUND,
    extras.draftRounds || Math.max(0, ...existing.map((row) => row.round)) || MAX_ROUND,
  );
  const audit: AuditEntry[] = [];
  const created = new Set<string>();

  const newYears = [
    ...new Set([...[...wanted.values()].map((pick) => pick.year), ...(extras.draftOrder ?? []).map((e) => e.year)]),
  ].filter((year) => !yearsWithPicks.has(year));
  const newSet = newYears.flatMap((year) =>
    seasonTeamIds.flatMap((teamId) =>
      Array.from({ length: rounds }, (_unused, index) => {
        const key = pickKey(year, index + 1, teamId);
        return {
          leagueId: actor.leagueId,
          year,
          round: index + 1,
          position: placed.get(key) ?? null,
          originalTeamId: teamId,
          currentTeamId: wanted.get(key)?.ownerId ?? teamId,
          isLocked: settled(year),
        };
      }),
    ),
  );
  const insert = async (rows: Array<typeof draftPicks.$inferInsert>) => {
    if (rows.length === 0) return;
    for (const row of await tx.insert(draftPicks).values(rows).returning()) {
      const key = pickKey(row.year, row.round, row.originalTeamId);
      byKey.set(key, row);
      created.add(key);
      audit.push({ action: 'pick.import-create', entity: 'draft_picks', entityId: row.id, before: null, after: row });
      counts.created += 1;
    }
  };
  await insert(newSet);
  // Picks' set-up gives each team of a new year its (empty) ping pong ball row too
  // (docs/screens/picks.md): the lottery reads them.
  const balls = newYears
    .filter((year) => !settled(year))
    .flatMap((year) => seasonTeamIds.map((teamId) => ({ leagueId: actor.leagueId, teamId, year, quantity: 0 })));
  if (balls.length > 0)
    for (const row of await tx.insert(pingPongBalls).values(balls).onConflictDoNothing().returning())
      audit.push({
        action: 'ping_pong_ball.import-create',
        entity: 'ping_pong_balls',
        entityId: row.id,
        before: null,
        after: row,
      });

  const missing: Array<typeof draftPicks.$inferInsert> = [];
  for (const key of new Set([...wanted.keys(), ...placed.keys()])) {
    if (created.has(key)) continue;
    const pick = wanted.get(key);
    const position = placed.get(key);
    const row: PickRow | undefined = byKey.get(key);
    if (!row) {
      // A round or team the year's set lacks: a traded pick is made, held by its owner.
      if (!pick) continue;
      const { year, round, originalTeamId, ownerId } = pick;
      missing.push({
        leagueId: actor.leagueId,
        year,
        round,
        position: position ?? null,
        originalTeamId,
        currentTeamId: ownerId,
        isLocked: settled(year),
      });
      continue;
    }
    const changesHands = pick !== undefined && row.currentTeamId !== pick.ownerId;
    const moved = position !== undefined && row.position !== position;
    if (row.isLocked || (!changesHands && !moved)) {
      counts.unchanged += 1;
      continue;
    }
    const [after] = await tx
      .update(draftPicks)
      .set({
        ...(changesHands ? { currentTeamId: pick.ownerId, isLocked: settled(row.year) } : {}),
        ...(moved ? { position } : {}),
      })
      .where(and(eq(draftPicks.leagueId, row.leagueId), eq(draftPicks.id, row.id)))
      .returning();
    const action = changesHands ? 'pick.import-trade' : 'pick.import-order';
    audit.push({ action, entity: 'draft_picks', entityId: row.id, before: row, after });
    counts.updated += 1;
  }
  await insert(missing);
  if (audit.length > 0) await recordAudit(tx, actor, audit);
  return counts;
}

const pickKey = (year: number, round: number, originalTeamId: number) => `${year}|${round}|${originalTeamId}`;

/**
 * The season's keepers in its player book: kept (isKeeper), on the team that kept them, with
 * their years kept (this season and each one before in which the same team kept them). A
 * keeper missing from the book is added, with the position and NFL team the season's
 * rosters give him, else blank. A keeper whose team the roster import kept against the
 * provider's answer (`held`) keeps it here too.
 */
async function importKeepers(
  tx: Queryable,
  actor: Actor,
  data: SeasonData,
  keepers: SeasonExtras['keepers'],
  teamOf: TeamOf,
  held: ReadonlySet<number>,
  log: FastifyBaseLogger,
): Promise<ChangeCounts> {
  const counts = noChanges();
  if (keepers.length === 0) return counts;
  const year = data.season.season;
  const book = await tx
    .select()
    .from(players)
    .where(and(eq(players.leagueId, actor.leagueId), eq(players.year, year)))
    .for('update');
  const byName = new Map(book.map((row) => [row.name.toLowerCase(), row]));
  const rostered = new Map(
    (data.rosters ?? []).flatMap(({ players: roster }) => roster.map((player) => [player.name.toLowerCase(), player])),
  );
  const history = data.keeperHistory.map((season) => new Set(season.map(keeperKey)));
  const audit: AuditEntry[] = [];
  const seen = new Set<string>();

  for (const keeper of keepers) {
    const name = keeper.name.trim();
    const keptBy = teamOf(keeper.teamKey);
    if (keptBy === null || name === '' || seen.has(name.toLowerCase())) {
      if (keptBy === null) log.warn({ keeper }, 'a keeper names a team the import does not know: left out');
      continue;
    }
    seen.add(name.toLowerCase());
    const key = keeperKey(keeper);
    let yearsKept = 1;
    while (yearsKept - 1 < history.length && history[yearsKept - 1]!.has(key)) yearsKept += 1;

    const row = byName.get(name.toLowerCase());
    const teamId = row && held.has(row.id) ? row.teamId : keptBy;
    if (!row) {
      const roster = rostered.get(name.toLowerCase());
      const [after] = await tx
        .insert(players)
        .values({
          leagueId: actor.leagueId,
          year,
          name,
          position: roster ? roster.position.split(',')[0]?.trim() || roster.position : '',
          nflTeam: roster ? (canonicalNflTeam(roster.team) ?? roster.team) : '',
          teamId,
          isKeeper: true,
          yearsKept,
        })
        .returning();
      if (!after) throw new Error(`keeper ${name} was not created`);
      byName.set(name.toLowerCase(), after);
      audit.push({ action: 'player.import-keeper', entity: 'players', entityId: after.id, before: null, after });
      counts.created += 1;
      continue;
    }
    if (row.isKeeper && row.teamId === teamId && row.yearsKept === yearsKept) {
      counts.unchanged += 1;
      continue;
    }
    const [after] = await tx
      .update(players)
      .set({ isKeeper: true, teamId, yearsKept })
      .where(and(eq(players.leagueId, row.leagueId), eq(players.id, row.id)))
      .returning();
    audit.push({ action: 'player.import-keeper', entity: 'players', entityId: row.id, before: row, after });
    counts.updated += 1;
  }
  if (audit.length > 0) await recordAudit(tx, actor, audit);
  return counts;
}

/**
 * The round each player of the season's book was drafted in (the keeper rule "drafted round"
 * counts back from it): his pick in the most recent draft the import read that picked him other
 * than as a keeper, this season's, else the seasons' before that the keeper history read. A
 * round past our last (5) is stored as 5: the latest round the league's board has, where the
 * rule places any late pick; null would say he was never drafted (docs/sleeper.md §6). A player
 * no draft read picked keeps the round he has; an unchanged round is not written again.
 */
async function importDraftedRounds(tx: Queryable, actor: Actor, data: SeasonData): Promise<void> {
  const roundOf = new Map<string, number>();
  for (const draft of [data.extras?.draftedRounds ?? [], ...data.draftHistory])
    for (const { name, round } of draft) {
      const key = name.trim().toLowerCase();
      if (!roundOf.has(key) && round >= 1) roundOf.set(key, Math.min(round, DRAFT_ROUNDS));
    }
  if (roundOf.size === 0) return;
  const book = await tx
    .select()
    .from(players)
    .where(and(eq(players.leagueId, actor.leagueId), eq(players.year, data.season.season)))
    .for('update');
  const audit: AuditEntry[] = [];
  for (const row of book) {
    const draftRound = roundOf.get(row.name.toLowerCase());
    if (draftRound === undefined || draftRound === row.draftRound) continue;
    const [after] = await tx.update(players).set({ draftRound }).where(eq(players.id, row.id)).returning();
    audit.push({ action: 'player.import-draft-round', entity: 'players', entityId: row.id, before: row, after });
  }
  if (audit.length > 0) await recordAudit(tx, actor, audit);
}

/**
 * Each team's FAAB of the season: what is left of its budget (never below $0), as the FAAB
 * screen keeps it. Where the provider reports what it reported at the last import, the app's
 * balance stands; where it changed but taking it would undo a trade of FAAB accepted in the
 * app since, the change is named and made only when chosen. The provider's balances are
 * recorded for the next import.
 */
async function importFaab(
  tx: Queryable,
  actor: Actor,
  season: number,
  faab: SeasonExtras['faab'],
  teamOf: TeamOf,
  takeProvider: ReadonlySet<number>,
): Promise<{ counts: ChangeCounts; tradeUndos: TradeUndo[] }> {
  const counts = noChanges();
  const tradeUndos: TradeUndo[] = [];
  if (faab.length === 0) return { counts, tradeUndos };
  const rows = await tx
    .select()
    .from(faabBalances)
    .where(and(eq(faabBalances.leagueId, actor.leagueId), eq(faabBalances.season, season)))
    .for('update');
  const byTeam = new Map(rows.map((row) => [row.teamId, row]));
  const recorded = await recordedFaab(tx, actor.leagueId, season);
  const traded = (await acceptedTradeMoves(tx, actor.leagueId, season)).faab;
  const nameOf = await teamNamesOf(tx, actor.leagueId);
  const provided = new Map<number, number>();
  const audit: AuditEntry[] = [];
  for (const entry of faab) {
    const teamId = teamOf(entry.teamKey);
    if (teamId === null) continue;
    const balance = Math.max(0, Math.round(entry.budget - entry.used));
    provided.set(teamId, balance);
    const before = byTeam.get(teamId);
    const last = recorded.get(teamId);
    if (before?.balance === balance || last?.balance === balance) {
      counts.unchanged += 1;
      continue;
    }
    const trade = before ? latestAcceptedSince(traded.get(teamId), last?.recordedAt) : null;
    if (trade) {
      const keep = takeProvider.has(teamId) ? 'provider' : 'league';
      const name = nameOf(teamId) ?? `team ${teamId}`;
      tradeUndos.push(
        tradeUndo({ kind: 'faab', id: teamId, name, from: before!.balance, to: balance }, trade, keep, nameOf),
      );
      if (keep === 'league') {
        counts.unchanged += 1;
        continue;
      }
    }
    const [after] = before
      ? await tx
          .update(faabBalances)
          .set({ balance })
          .where(and(eq(faabBalances.leagueId, before.leagueId), eq(faabBalances.id, before.id)))
          .returning()
      : await tx.insert(faabBalances).values({ leagueId: actor.leagueId, teamId, season, balance }).returning();
    if (!after) throw new Error('the FAAB row was not written');
    byTeam.set(teamId, after);
    audit.push({
      action: before ? 'faab.import-update' : 'faab.import-create',
      entity: 'faab_balances',
      entityId: after.id,
      before: before ?? null,
      after,
    });
    if (before) counts.updated += 1;
    else counts.created += 1;
  }
  if (audit.length > 0) await recordAudit(tx, actor, audit);
  await recordFaab(
    tx,
    actor.leagueId,
    season,
    // Only what changed, as a player's team (import-results.ts).
    [...provided]
      .filter(([teamId, balance]) => recorded.get(teamId)?.balance !== balance)
      .map(([teamId, balance]) => ({ teamId, balance })),
  );
  return { counts, tradeUndos };
}
