import { httpErrors } from '@fastify/sensible';
import { keeperCost, thisYearCostOf } from 'shared-contracts/keeper-cost';
import type { Database, Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type Actor, recordAudit } from '../audit';
import {
  insertPlayers,
  listPlayerRowsOfYears,
  lockPlayers,
  type NewPlayer,
  type PlayerRow,
  updatePlayers,
} from '../players';
import { requireKeeperRule } from './keeper-rules';
import type { KeeperRuleRow } from './keeper-rule-repository';
import { type RolloverChange, type RolloverResult } from 'shared-contracts/keepers';

/** The fields a roll-over sets on next year's row; everything else an existing row keeps. */
const ROLLED_FIELDS = ['teamId', 'isRookie', 'isKeeper', 'previousYearValue', 'yearsKept', 'currentYearValue'] as const;
type RolledField = (typeof ROLLED_FIELDS)[number];
type Rolled = Pick<PlayerRow, RolledField>;

/**
 * Next year's values of a player from this year's row: same team; a keeper loses his rookie
 * flag and gains a year kept, the rest start again at 0; last year's cost is this year's;
 * the current value is the rule's cost to keep; no one is declared yet for the year after.
 */
export function rolledValues(player: PlayerRow, rule: KeeperRuleRow): Rolled {
  return {
    teamId: player.teamId,
    isRookie: player.isKeeper ? false : player.isRookie,
    isKeeper: false,
    previousYearValue: thisYearCostOf(player),
    yearsKept: player.isKeeper ? player.yearsKept + 1 : 0,
    currentYearValue: keeperCost(player, rule).cost,
  };
}

const nameKey = (name: string) => name.toLowerCase();

type Plan = {
  creates: NewPlayer[];
  updates: Array<{ before: PlayerRow; after: NewPlayer & { id: number } }>;
  unchanged: number;
  changes: RolloverChange[];
};

/** What rolling `season` over would do to `season + 1`'s book, row by row, without writing. */
async function planRollover(db: Queryable, leagueId: number, season: number, rule: KeeperRuleRow): Promise<Plan> {
  const rows = await listPlayerRowsOfYears(db, leagueId, [season, season + 1]);
  const thisYear = rows
    .filter((row) => row.year === season)
    .sort((a, b) => nameKey(a.name).localeCompare(nameKey(b.name)) || a.id - b.id);
  const nextYear = new Map(rows.filter((row) => row.year === season + 1).map((row) => [nameKey(row.name), row]));
  const plan: Plan = { creates: [], updates: [], unchanged: 0, changes: [] };

  for (const player of thisYear) {
    const values = rolledValues(player, rule);
    const existing = nextYear.get(nameKey(player.name));
    if (!existing) {
      const created: NewPlayer = {
        year: season + 1,
        name: player.name,
        position: player.position,
        nflTeam: player.nflTeam,
        auctionPrice: null,
        buffer: player.buffer,
        // The round he was drafted in stays his: the keeper rule counts back from it by his years kept.
        draftRound: player.draftRound,
        // The provider knows him by the same id next season (Sleeper's and Yahoo's player ids
        // outlive a season), so his points are his from the first scored week (docs/screens/players.md §4.8).
        providerPlayerId: player.providerPlayerId,
        ...values,
      };
      plan.creates.push(created);
      const shown = ['position', 'nflTeam', 'buffer', ...ROLLED_FIELDS] as const;
      plan.changes.push({
        name: player.name,
        playerId: null,
        kind: 'create',
        fields: shown.map((field) => ({ field, before: null, after: created[field] })),
      });
      continue;
    }
    const changed = ROLLED_FIELDS.filter((field) => existing[field] !== values[field]);
    if (changed.length === 0) {
      plan.unchanged += 1;
      continue;
    }
    plan.updates.push({ before: existing, after: { ...existing, ...values } });
    plan.changes.push({
      name: existing.name,
      playerId: existing.id,
      kind: 'update',
      fields: changed.map((field) => ({ field, before: existing[field], after: values[field] })),
    });
  }
  return plan;
}

function resultOf(season: number, dryRun: boolean, plan: Plan): RolloverResult {
  return {
    fromSeason: season,
    toSeason: season + 1,
    dryRun,
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    changes: plan.changes,
  };
}

/**
 * POST /api/keepers/{season}/rollover: creates or updates `season + 1`'s book from
 * `season`'s, matching players by name (any case), in one transaction, every row audited.
 * A dry run answers the same result and writes nothing. Running it again changes nothing:
 * next year's values follow from this year's alone.
 */
export async function rollOver(db: Database, actor: Actor, season: number, dryRun: boolean): Promise<RolloverResult> {
  if (dryRun) {
    const rule = await requireKeeperRule(db, actor.leagueId, season);
    return resultOf(season, true, await planRollover(db, actor.leagueId, season, rule));
  }
  try {
    return await db.transaction(async (tx) => {
      // Holding the rule row makes two roll-overs of a season (or a roll-over and a rule change) take turns.
      const rule = await requireKeeperRule(tx, actor.leagueId, season, true);
      const plan = await planRollover(tx, actor.leagueId, season, rule);
      await lockPlayers(
        tx,
        actor.leagueId,
        plan.updates.map((update) => update.before.id),
      );
      const created = await insertPlayers(tx, actor.leagueId, plan.creates);
      const updated = await updatePlayers(
        tx,
        actor.leagueId,
        plan.updates.map((update) => update.after),
      );
      const beforeById = new Map(plan.updates.map((update) => [update.before.id, update.before]));
      await recordAudit(tx, actor, [
        ...created.map((after) => ({
          action: 'player.rollover',
          entity: 'players',
          entityId: after.id,
          before: null,
          after,
        })),
        ...updated.map((after) => ({
          action: 'player.rollover',
          entity: 'players',
          entityId: after.id,
          before: beforeById.get(after.id),
          after,
        })),
        // One headline for the whole roll-over: the activity feed tells of it once, not
        // once per player (docs/api.md §18).
        ...(created.length + updated.length > 0
          ? [
              {
                action: 'league.rollover',
                entity: 'leagues',
                entityId: actor.leagueId,
                before: null,
                after: { season, nextSeason: season + 1, created: created.length, updated: updated.length },
              },
            ]
          : []),
      ]);
      const ids = new Map(created.map((row) => [nameKey(row.name), row.id]));
      plan.changes = plan.changes.map((change) =>
        change.playerId === null ? { ...change, playerId: ids.get(nameKey(change.name)) ?? null } : change,
      );
      return resultOf(season, false, plan);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw httpErrors.conflict(`Next year's book changed while rolling ${season} over; run the roll-over again`);
    throw error;
  }
}
