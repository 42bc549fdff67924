import { and, asc, eq, sql } from 'drizzle-orm';
import { keeperCost } from 'shared-contracts/keeper-cost';
import type { Queryable } from '../../db/client';
import { draftPicks, players } from '../../db/schema';
import { teamAbbreviations } from '../picks';
import { placeKeepers } from './keeper-board';
import { findKeeperRule } from './keeper-rule-repository';
import { keeperRoundOf } from './keeper-round';
import { type KeeperBoard } from 'shared-contracts/keepers';

/**
 * GET /api/keepers/{season}/board: the season's declared keepers on the next draft's picks
 * (the keeper season's book keeps players into season + 1's draft, as the roll-over does),
 * each with the round his rule gives him, the pick he uses, and the conflicts (docs/api.md §11).
 */
export async function readKeeperBoard(db: Queryable, leagueId: number, season: number): Promise<KeeperBoard> {
  const draftYear = season + 1;
  const rule = await findKeeperRule(db, leagueId, season);
  if (!rule) return { season, draftYear, keepers: [], conflicts: [] };
  const [declared, picks, abbreviation] = await Promise.all([
    db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, leagueId), eq(players.year, season), eq(players.isKeeper, true)))
      .orderBy(asc(sql`lower(${players.name})`), asc(players.id)),
    db
      .select({
        id: draftPicks.id,
        round: draftPicks.round,
        position: draftPicks.position,
        currentTeamId: draftPicks.currentTeamId,
        originalTeamId: draftPicks.originalTeamId,
      })
      .from(draftPicks)
      .where(and(eq(draftPicks.leagueId, leagueId), eq(draftPicks.year, draftYear))),
    teamAbbreviations(db, leagueId),
  ]);
  // A keeper with no team (released after he was declared) takes no pick of anyone's.
  const keepers = declared.flatMap((row) =>
    row.teamId === null
      ? []
      : [
          {
            playerId: row.id,
            name: row.name,
            position: row.position,
            teamId: row.teamId,
            round: keeperRoundOf(
              { draftRound: row.draftRound, yearsKept: row.yearsKept, cost: keeperCost(row, rule).cost },
              rule.keeperRound,
            ),
          },
        ],
  );
  const placed = placeKeepers(keepers, picks, rule.tradedKeeperPick, draftYear, abbreviation);
  return { season, draftYear, ...placed };
}
