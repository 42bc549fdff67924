import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConflictChoice, ImportBody, SeasonImport, TradeUndoKind } from 'shared-contracts/provider-setup';
import type { Queryable } from '../../../db/client';
import { leagues } from '../../../db/schema';
import { recordAudit, type Actor } from '../../audit';
import { changedAny, importExtras } from './import-extras';
import { replaceWeekPoints } from './import-points';
import { importMatchups, importRosters, type RosterChoices } from './import-results';
import { importTeams } from './import-teams';
import type { SeasonData } from './season-data';

/**
 * The commissioner's answers to a preview: whose games win a clash, per season, which players
 * may move, and which moves undoing a trade made in the app take the provider's answer.
 */
export type ImportChoices = RosterChoices & {
  conflicts: ReadonlyMap<number, ConflictChoice>;
  addBesideOwnTeams: boolean;
  takeProviderFaab: ReadonlySet<number>;
};

export function importChoices(body: ImportBody): ImportChoices {
  const takeProvider = (kind: TradeUndoKind) =>
    new Set(
      body.tradeUndos.filter((entry) => entry.kind === kind && entry.keep === 'provider').map((entry) => entry.id),
    );
  return {
    conflicts: new Map(body.conflicts.map((entry) => [entry.season, entry.keep])),
    moveKeepers: new Set(body.moveKeepers),
    releaseUnrostered: body.releaseUnrostered,
    addBesideOwnTeams: body.addBesideOwnTeams,
    takeProviderPlayers: takeProvider('player'),
    takeProviderFaab: takeProvider('faab'),
  };
}

/**
 * Writes one season (teams, games, and for the followed season the player book, its players'
 * weekly points and, where the provider has them, traded picks, keepers and FAAB) inside the
 * caller's transaction and answers what it created, updated and left alone. The followed
 * season also becomes the league's current and default season, opening on its last
 * finished week, so Home and Teams show it without a seed.
 */
export async function writeSeason(
  tx: Queryable,
  actor: Actor,
  data: SeasonData,
  chainLeagueKeys: string[],
  choices: ImportChoices,
  log: FastifyBaseLogger,
): Promise<SeasonImport> {
  const { keyToTeam, counts: teamCounts } = await importTeams(tx, actor, data, chainLeagueKeys);
  const games = await importMatchups(tx, actor, data, keyToTeam, choices.conflicts.get(data.season.season) ?? null);
  const roster = await importRosters(tx, actor, data, keyToTeam, choices);
  // The provider's record of what each player scored: not the commissioner's to audit.
  if (data.playerPoints) await replaceWeekPoints(tx, actor.leagueId, data.season.season, data.playerPoints);
  // After the rosters: the draft's word on who kept whom is the last.
  const { extras, tradeUndos } = await importExtras(
    tx,
    actor,
    data,
    keyToTeam,
    { heldPlayers: roster?.held ?? new Set(), takeProviderFaab: choices.takeProviderFaab },
    log,
  );
  if (data.isFollowed) await followSeason(tx, actor, data);
  const result: SeasonImport = {
    season: data.season.season,
    leagueKey: data.season.leagueKey,
    teams: teamCounts,
    matchups: games.counts,
    conflicts: games.conflicts,
    keep: games.keep,
    players: roster?.counts ?? null,
    playerChanges: roster?.changes ?? [],
    tradeUndos: [...(roster?.tradeUndos ?? []), ...tradeUndos],
    weeks: data.weeks.length,
    extras,
    warnings: data.warnings,
  };
  const changed =
    teamCounts.created +
      teamCounts.updated +
      games.counts.created +
      games.counts.updated +
      games.counts.removed +
      (roster ? roster.counts.created + roster.counts.updated : 0) >
      0 ||
    (extras !== null && Object.values(extras).some(changedAny));
  if (changed)
    await recordAudit(tx, actor, {
      action: 'league.import-season',
      entity: 'leagues',
      entityId: actor.leagueId,
      before: null,
      after: result,
    });
  return result;
}

async function followSeason(tx: Queryable, actor: Actor, data: SeasonData): Promise<void> {
  const finishedWeeks = data.weeks.filter(
    ({ matchups }) => matchups.length > 0 && matchups.every((game) => game.status === 'postevent'),
  );
  const defaultWeek = Math.max(1, ...finishedWeeks.map(({ week }) => week));
  const wanted = { currentSeason: data.season.season, defaultSeason: data.season.season, defaultWeek };
  const [league] = await tx.select().from(leagues).where(eq(leagues.id, actor.leagueId));
  if (
    !league ||
    (league.currentSeason === wanted.currentSeason &&
      league.defaultSeason === wanted.defaultSeason &&
      league.defaultWeek === wanted.defaultWeek)
  )
    return;
  const [after] = await tx.update(leagues).set(wanted).where(eq(leagues.id, actor.leagueId)).returning();
  await recordAudit(tx, actor, {
    action: 'league.import-follow',
    entity: 'leagues',
    entityId: actor.leagueId,
    before: league,
    after,
  });
}
