import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderId } from 'shared-contracts';
import type { ScoreRefreshResult } from 'shared-contracts/provider-setup';
import type { Database } from '../../../db/client';
import { leagueImports, leagues, teams } from '../../../db/schema';
import { type Actor, recordAudit } from '../../audit';
import { asCallKind } from '../call-share';
import type { FantasyProvider, ProviderRegistry } from '../provider';
import { replaceWeekPoints } from './import-points';
import { importMatchups } from './import-results';
import { readPlayerPoints, seasonWeeks, startedWeeks, type SeasonData } from './season-data';

/** The audit action of a refresh that changed scores: the live stream's `scores` event, no item of the feed. */
export const SCORES_REFRESH_ACTION = 'scores.refresh';

/** How many of the latest weeks a refresh re-reads the players' points of. */
const POINTS_WEEKS = 2;

/**
 * Re-reads the followed season's scores from the provider, past the cache, for every week
 * that has started, and its players' points of the latest two, and writes what changed in one
 * transaction (the games audited). A week's points the provider cannot answer readably are
 * left as they were, and the answer's message says so. Standings then
 * need no seed: they are computed from these games.
 */
export async function refreshScores(
  db: Database,
  provider: FantasyProvider,
  actor: Actor,
): Promise<ScoreRefreshResult> {
  const [season] = await provider.seasonChain(actor.leagueId, 1);
  if (!season) throw httpErrors.conflict('The followed league has no season to refresh');
  const linked = await db
    .select({ id: teams.id, key: teams.providerTeamKey })
    .from(teams)
    .where(and(eq(teams.leagueId, actor.leagueId), isNotNull(teams.providerTeamKey)));
  const keyToTeam = new Map(
    linked.filter((team) => team.key?.startsWith(`${season.leagueKey}.t.`)).map((team) => [team.key!, team.id]),
  );
  if (keyToTeam.size === 0)
    throw httpErrors.conflict(`No team is linked to ${season.name} (${season.season}) yet: import the league first`);
  const lastWeek = season.isFinished ? seasonWeeks(season) : Math.min(seasonWeeks(season), season.currentWeek ?? 1);
  const weeks: SeasonData['weeks'] = [];
  for (let week = 1; week <= lastWeek; week += 1)
    weeks.push({ week, matchups: await provider.scoreboard(actor.leagueId, season.leagueKey, week, { fresh: true }) });
  // The players' points of the latest two weeks (docs/screens/players.md §4.8): earlier
  // weeks' are settled, and a week is one call a team on Yahoo.
  const warnings: string[] = [];
  const pointsWeeks = startedWeeks(weeks).filter((week) => week > lastWeek - POINTS_WEEKS);
  const playerPoints = await readPlayerPoints(
    provider,
    actor.leagueId,
    season,
    pointsWeeks,
    seasonWeeks(season),
    async () => {},
    warnings,
    { fresh: true },
  );
  // Scores only: a game that clashes with the league's schedule waits for an import's choice.
  const { counts } = await db.transaction(async (tx) => {
    const games = await importMatchups(
      tx,
      actor,
      {
        season,
        isFollowed: true,
        teams: [],
        weeks,
        rosters: null,
        playerPoints: null,
        extras: null,
        keeperHistory: [],
        draftHistory: [],
        warnings: [],
      },
      keyToTeam,
      'league',
    );
    const pointWeeks = playerPoints ? await replaceWeekPoints(tx, actor.leagueId, season.season, playerPoints) : [];
    // The "new scores" event of the live stream (docs/api.md §20), in the transaction of the
    // scores themselves: written only when a score changed, so a quiet round tells nobody.
    const changedWeeks = [...new Set([...games.changedWeeks, ...pointWeeks])].sort((a, b) => a - b);
    if (changedWeeks.length > 0)
      await recordAudit(tx, actor, {
        action: SCORES_REFRESH_ACTION,
        entity: 'matchups',
        entityId: null,
        before: null,
        after: { season: season.season, weeks: changedWeeks },
      });
    return games;
  });
  const changed = counts.created + counts.updated;
  return {
    season: season.season,
    weeks: lastWeek,
    updated: changed,
    message: [
      `Refreshed ${lastWeek} week${lastWeek === 1 ? '' : 's'} of ${season.season}: ${changed} game${changed === 1 ? '' : 's'} changed.`,
      ...warnings,
    ].join(' '),
  };
}

/**
 * The timer's round: every league that imported from the provider it follows now, and whose
 * followed season is still running, gets its scores refreshed from that provider, by the
 * system (audited with no user). Leagues of a provider missing from `providers` (Yahoo
 * without credentials) are left alone. A league the provider refuses or rate-limits is
 * logged and tried again next round.
 */
export function refreshRunningSeasons(
  db: Database,
  providers: Partial<ProviderRegistry>,
  log: FastifyBaseLogger,
): Promise<void> {
  // Nobody waits on the timer's calls: each league's screens go first (docs/sleeper.md §7).
  return asCallKind('import', () => refreshEachRunningSeason(db, providers, log));
}

async function refreshEachRunningSeason(
  db: Database,
  providers: Partial<ProviderRegistry>,
  log: FastifyBaseLogger,
): Promise<void> {
  const imported = await db
    .selectDistinct({ leagueId: leagueImports.leagueId, provider: leagues.provider })
    .from(leagueImports)
    .innerJoin(leagues, and(eq(leagues.id, leagueImports.leagueId), eq(leagues.provider, leagueImports.provider)))
    .where(eq(leagueImports.status, 'done'))
    .orderBy(asc(leagueImports.leagueId));
  for (const { leagueId, provider: providerId } of imported) {
    const provider = providers[providerId as ProviderId];
    if (!provider) continue;
    try {
      const [season] = await provider.seasonChain(leagueId, 1);
      if (!season || season.isFinished) continue;
      const result = await refreshScores(db, provider, { leagueId, userId: null });
      log.info(
        { leagueId, provider: provider.id, season: result.season, updated: result.updated },
        'refreshed scores from the provider',
      );
    } catch (error) {
      log.warn(
        { leagueId, provider: provider.id, reason: (error as Error).message },
        'could not refresh scores from the provider',
      );
    }
  }
}
