import { and, eq, inArray } from 'drizzle-orm';
import { canonicalNflTeam } from 'shared-contracts';
import type {
  ChangeCounts,
  ConflictChoice,
  GameConflicts,
  GameCounts,
  PlayerTeamChange,
  TradeUndo,
} from 'shared-contracts/provider-setup';
import type { Queryable } from '../../../db/client';
import { matchups, players } from '../../../db/schema';
import { recordAudit, type Actor, type AuditEntry } from '../../audit';
import { planGames, type ProviderGame } from './game-matching';
import { planRosters, type RosteredPlayer } from './roster-matching';
import { acceptedTradeMoves, latestAcceptedSince, type AcceptedTrade } from '../../trades';
import { recordedPlayerTeams, recordPlayerTeams } from './provider-record';
import type { SeasonData } from './season-data';
import { teamNamesOf, tradeUndo } from './trade-undos';

const points = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

export type GameImport = {
  counts: GameCounts;
  conflicts: GameConflicts | null;
  keep: ConflictChoice | null;
  /** The weeks whose games were added, rescored or removed, ascending: the score refresh's event names them. */
  changedWeeks: number[];
};

/**
 * Writes the season's games by the provider-neutral rules (`planGames`): a provider game the
 * league has (same week, same two teams) only brings its scores; a new one is added; where the
 * provider's games clash with the league's, `keep` says whose stay (without it, the league's).
 */
export async function importMatchups(
  tx: Queryable,
  actor: Actor,
  data: SeasonData,
  keyToTeam: Map<string, number>,
  keep: ConflictChoice | null,
): Promise<GameImport> {
  const season = data.season.season;
  const existing = await tx
    .select()
    .from(matchups)
    .where(and(eq(matchups.leagueId, actor.leagueId), eq(matchups.season, season)));
  const provided: ProviderGame[] = [];
  for (const { week, matchups: games } of data.weeks) {
    for (const game of games) {
      const homeTeamId = keyToTeam.get(game.homeTeamKey);
      const awayTeamId = keyToTeam.get(game.awayTeamKey);
      if (homeTeamId === undefined || awayTeamId === undefined) continue;
      provided.push({
        week,
        homeTeamId,
        awayTeamId,
        homeScore: points(game.homePoints),
        awayScore: points(game.awayPoints),
        isCompleted: game.status === 'postevent',
        isPlayoff: game.isPlayoff ?? false,
      });
    }
  }
  const plan = planGames(existing, provided, keep);
  const counts: GameCounts = { created: 0, updated: 0, unchanged: plan.unchanged, removed: 0 };
  const audit: AuditEntry[] = [];
  const changedWeeks = new Set<number>();

  for (const { game, scores } of plan.updates) {
    changedWeeks.add(game.week);
    const [after] = await tx
      .update(matchups)
      .set(scores)
      .where(and(eq(matchups.leagueId, actor.leagueId), eq(matchups.id, game.id)))
      .returning();
    audit.push({ action: 'matchup.import-update', entity: 'matchups', entityId: game.id, before: game, after });
    counts.updated += 1;
  }
  if (plan.removals.length > 0) {
    const removed = await tx
      .delete(matchups)
      .where(
        inArray(
          matchups.id,
          plan.removals.map((game) => game.id),
        ),
      )
      .returning();
    for (const row of removed) changedWeeks.add(row.week);
    for (const row of removed)
      audit.push({ action: 'matchup.import-replace', entity: 'matchups', entityId: row.id, before: row, after: null });
    counts.removed = removed.length;
  }
  if (plan.creates.length > 0) {
    const kept = existing.filter((game) => !plan.removals.includes(game));
    const lastPosition = new Map<number, number>();
    for (const row of kept) lastPosition.set(row.week, Math.max(lastPosition.get(row.week) ?? 0, row.position));
    const inserts = plan.creates.map((game) => {
      const position = (lastPosition.get(game.week) ?? 0) + 1;
      lastPosition.set(game.week, position);
      return { leagueId: actor.leagueId, season, position, ...game };
    });
    const created = await tx.insert(matchups).values(inserts).returning();
    counts.created = created.length;
    for (const row of created) changedWeeks.add(row.week);
    for (const row of created)
      audit.push({ action: 'matchup.import-create', entity: 'matchups', entityId: row.id, before: null, after: row });
  }
  if (audit.length > 0) await recordAudit(tx, actor, audit);
  return {
    counts,
    conflicts: plan.conflicts,
    keep: plan.conflicts ? keep : null,
    changedWeeks: [...changedWeeks].sort((a, b) => a - b),
  };
}

export type RosterChoices = {
  moveKeepers: ReadonlySet<number>;
  releaseUnrostered: boolean;
  /** Players (ids) whose move undoing a trade made in the app the commissioner chose to take from the provider. */
  takeProviderPlayers: ReadonlySet<number>;
};
export type RosterImport = {
  counts: ChangeCounts;
  changes: PlayerTeamChange[];
  tradeUndos: TradeUndo[];
  /** Book players (ids) whose team the app keeps against the provider's answer; later steps leave it too. */
  held: ReadonlySet<number>;
};

/**
 * Puts the followed season's rosters into that year's player book by the provider-neutral
 * rules (`planRosters`): a player is found by name and gets his position, NFL team and
 * fantasy team; every change of team is listed, a keeper changes team only when ticked, and
 * a player no roster holds keeps his team unless the commissioner asked to free them.
 * Keeper and auction values are the league's own and are never touched. A player's team
 * changes only where the provider's answer changed since the last import, and a change that
 * would undo a trade accepted in the app since then only when chosen (docs/leagues.md §5);
 * the provider's answers are recorded for the next import.
 */
export async function importRosters(
  tx: Queryable,
  actor: Actor,
  data: SeasonData,
  keyToTeam: Map<string, number>,
  choices: RosterChoices,
): Promise<RosterImport | null> {
  if (!data.rosters) return null;
  const year = data.season.season;
  const book = await tx
    .select()
    .from(players)
    .where(and(eq(players.leagueId, actor.leagueId), eq(players.year, year)));
  const rostered: RosteredPlayer[] = data.rosters.flatMap(({ teamKey, players: roster }) =>
    roster.map((player) => ({
      name: player.name,
      teamId: keyToTeam.get(teamKey) ?? null,
      position: player.position.split(',')[0]?.trim() || player.position,
      nflTeam: canonicalNflTeam(player.team) ?? player.team,
      // The key both providers' week scores use for him (docs/screens/players.md §4.8).
      providerPlayerId: String(player.providerPlayerId),
    })),
  );
  const recorded = await recordedPlayerTeams(
    tx,
    actor.leagueId,
    book.map((row) => row.id),
  );
  const moved = await acceptedTradeMoves(tx, actor.leagueId, year);
  const tradedSince = new Map<number, AcceptedTrade>();
  for (const row of book) {
    const trade = latestAcceptedSince(moved.players.get(row.id), recorded.get(row.id)?.recordedAt);
    if (trade) tradedSince.set(row.id, trade);
  }
  const plan = planRosters(book, rostered, {
    ...choices,
    importedTeamIds: new Set(keyToTeam.values()),
    providerBefore: new Map([...recorded].map(([playerId, entry]) => [playerId, entry.teamId])),
    tradedSince,
    takeProvider: choices.takeProviderPlayers,
  });
  const counts: ChangeCounts = { created: 0, updated: 0, unchanged: plan.unchanged };
  const audit: AuditEntry[] = [];

  for (const { player, changes } of plan.updates) {
    const [after] = await tx
      .update(players)
      .set(changes)
      .where(and(eq(players.leagueId, actor.leagueId), eq(players.id, player.id)))
      .returning();
    const released = changes.teamId === null && Object.keys(changes).length === 1;
    audit.push({
      action: released ? 'player.import-release' : 'player.import-update',
      entity: 'players',
      entityId: player.id,
      before: player,
      after,
    });
    counts.updated += 1;
  }
  const idOf = new Map(book.map((row) => [row.name.toLowerCase(), row.id]));
  if (plan.creates.length > 0) {
    const created = await tx
      .insert(players)
      .values(plan.creates.map((player) => ({ leagueId: actor.leagueId, year, ...player })))
      .returning();
    counts.created = created.length;
    for (const row of created) {
      idOf.set(row.name.toLowerCase(), row.id);
      audit.push({ action: 'player.import-create', entity: 'players', entityId: row.id, before: null, after: row });
    }
  }
  if (audit.length > 0) await recordAudit(tx, actor, audit);
  await recordPlayerTeams(
    tx,
    actor.leagueId,
    // Only what changed: a run with nothing new writes nothing, and a trade is weighed against
    // the moment the provider's answer became what it is.
    [...plan.providerTeams].flatMap(([name, teamId]) => {
      const playerId = idOf.get(name);
      const same = playerId !== undefined && recorded.has(playerId) && recorded.get(playerId)!.teamId === teamId;
      return playerId === undefined || same ? [] : [{ playerId, teamId }];
    }),
  );
  const nameOf = await teamNamesOf(tx, actor.leagueId);
  const changes = plan.teamChanges.map(
    ({ playerId, name, fromTeamId, toTeamId, isKeeper, kind, applied, undoesTrade }) => ({
      playerId,
      name,
      from: nameOf(fromTeamId),
      to: nameOf(toTeamId),
      isKeeper,
      kind,
      applied,
      undoesTrade: undoesTrade !== undefined,
    }),
  );
  const tradeUndos = plan.teamChanges.flatMap(({ playerId, name, fromTeamId, toTeamId, undoesTrade }) =>
    undoesTrade
      ? [
          tradeUndo(
            { kind: 'player', id: playerId, name, from: nameOf(fromTeamId), to: nameOf(toTeamId) },
            undoesTrade,
            choices.takeProviderPlayers.has(playerId) ? 'provider' : 'league',
            nameOf,
          ),
        ]
      : [],
  );
  return { counts, changes, tradeUndos, held: plan.held };
}
