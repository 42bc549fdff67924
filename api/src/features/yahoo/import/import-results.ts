import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { canonicalNflTeam, type ChangeCounts } from 'shared-contracts';
import type { Queryable } from '../../../db/client';
import { matchups, players } from '../../../db/schema';
import { recordAudit, type Actor, type AuditEntry } from '../../audit';
import type { SeasonData } from './season-data';

type MatchupRow = typeof matchups.$inferSelect;

const pairKey = (week: number, a: number, b: number) => `${week}|${Math.min(a, b)}|${Math.max(a, b)}`;
const points = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/**
 * Writes the season's games: a game is the same game when the same two teams meet in the
 * same week, so a re-import updates it (home and away, scores, finished) and never adds a
 * second. Games only the league has (added by hand) are left alone.
 */
export async function importMatchups(tx: Queryable, actor: Actor, data: SeasonData, keyToTeam: Map<string, number>): Promise<ChangeCounts> {
  const season = data.season.season;
  const existing = await tx.select().from(matchups).where(and(eq(matchups.leagueId, actor.leagueId), eq(matchups.season, season)));
  const byPair = new Map(existing.map((row) => [pairKey(row.week, row.homeTeamId, row.awayTeamId), row]));
  const lastPosition = new Map<number, number>();
  for (const row of existing) lastPosition.set(row.week, Math.max(lastPosition.get(row.week) ?? 0, row.position));
  const counts: ChangeCounts = { created: 0, updated: 0, unchanged: 0 };
  const audit: AuditEntry[] = [];
  const inserts: Array<typeof matchups.$inferInsert> = [];

  for (const { week, matchups: games } of data.weeks) {
    for (const game of games) {
      const homeTeamId = keyToTeam.get(game.homeTeamKey);
      const awayTeamId = keyToTeam.get(game.awayTeamKey);
      if (homeTeamId === undefined || awayTeamId === undefined || homeTeamId === awayTeamId) continue;
      const wanted = { homeTeamId, awayTeamId, homeScore: points(game.homePoints), awayScore: points(game.awayPoints), isCompleted: game.status === 'postevent' };
      const found = byPair.get(pairKey(week, homeTeamId, awayTeamId));
      if (!found) {
        const position = (lastPosition.get(week) ?? 0) + 1;
        lastPosition.set(week, position);
        inserts.push({ leagueId: actor.leagueId, season, week, position, ...wanted });
        continue;
      }
      if (sameGame(found, wanted)) {
        counts.unchanged += 1;
        continue;
      }
      const [after] = await tx.update(matchups).set(wanted).where(eq(matchups.id, found.id)).returning();
      audit.push({ action: 'matchup.import-update', entity: 'matchups', entityId: found.id, before: found, after });
      counts.updated += 1;
    }
  }
  if (inserts.length > 0) {
    const created = await tx.insert(matchups).values(inserts).returning();
    counts.created = created.length;
    for (const row of created) audit.push({ action: 'matchup.import-create', entity: 'matchups', entityId: row.id, before: null, after: row });
  }
  if (audit.length > 0) await recordAudit(tx, actor, audit);
  return counts;
}

function sameGame(row: MatchupRow, wanted: Pick<MatchupRow, 'homeTeamId' | 'awayTeamId' | 'homeScore' | 'awayScore' | 'isCompleted'>): boolean {
  return (
    row.homeTeamId === wanted.homeTeamId &&
    row.awayTeamId === wanted.awayTeamId &&
    row.homeScore === wanted.homeScore &&
    row.awayScore === wanted.awayScore &&
    row.isCompleted === wanted.isCompleted
  );
}

/**
 * Puts the followed season's rosters into that year's player book: a player is found by
 * name (the book's key, whatever its case) and gets his position, NFL team and fantasy
 * team; one no roster holds any more, but the book gives to an imported team, becomes a
 * free agent. Keeper and auction values are the league's own and are never touched.
 */
export async function importRosters(tx: Queryable, actor: Actor, data: SeasonData, keyToTeam: Map<string, number>): Promise<ChangeCounts | null> {
  if (!data.rosters) return null;
  const year = data.season.season;
  const book = await tx.select().from(players).where(and(eq(players.leagueId, actor.leagueId), eq(players.year, year)));
  const byName = new Map(book.map((row) => [row.name.toLowerCase(), row]));
  const counts: ChangeCounts = { created: 0, updated: 0, unchanged: 0 };
  const audit: AuditEntry[] = [];
  const inserts: Array<typeof players.$inferInsert> = [];
  const seen = new Set<string>();

  for (const { teamKey, players: roster } of data.rosters) {
    const teamId = keyToTeam.get(teamKey) ?? null;
    for (const rostered of roster) {
      const nflTeam = canonicalNflTeam(rostered.team) ?? rostered.team;
      // Two players of one name (it happens) stay two rows: the second carries his NFL team.
      let name = rostered.name.trim();
      if (seen.has(name.toLowerCase())) name = `${name} (${nflTeam})`;
      if (!name || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      const wanted = { teamId, position: rostered.position.split(',')[0]?.trim() || rostered.position, nflTeam };
      const found = byName.get(name.toLowerCase());
      if (!found) {
        inserts.push({ leagueId: actor.leagueId, year, name, ...wanted });
        continue;
      }
      if (found.teamId === wanted.teamId && found.position === wanted.position && found.nflTeam === wanted.nflTeam) {
        counts.unchanged += 1;
        continue;
      }
      const [after] = await tx.update(players).set(wanted).where(eq(players.id, found.id)).returning();
      audit.push({ action: 'player.import-update', entity: 'players', entityId: found.id, before: found, after });
      counts.updated += 1;
    }
  }
  // Released since: on an imported team in the book, on no roster now.
  const importedTeams = [...new Set(keyToTeam.values())];
  if (importedTeams.length > 0) {
    const released = book.filter((row) => row.teamId !== null && importedTeams.includes(row.teamId) && !seen.has(row.name.toLowerCase()));
    if (released.length > 0) {
      const after = await tx
        .update(players)
        .set({ teamId: null })
        .where(and(inArray(players.id, released.map((row) => row.id)), isNotNull(players.teamId)))
        .returning();
      for (const row of after) audit.push({ action: 'player.import-release', entity: 'players', entityId: row.id, before: released.find((old) => old.id === row.id), after: row });
      counts.updated += after.length;
    }
  }
  if (inserts.length > 0) {
    const created = await tx.insert(players).values(inserts).returning();
    counts.created = created.length;
    for (const row of created) audit.push({ action: 'player.import-create', entity: 'players', entityId: row.id, before: null, after: row });
  }
  if (audit.length > 0) await recordAudit(tx, actor, audit);
  return counts;
}
