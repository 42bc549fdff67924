import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';
import type { LineupPlayer, MatchupDetail, MatchupSide, RosterPlayer, WeekScores } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { type FantasyProvider, leagueProviderId, ProviderError, type ProviderRegistry } from '../provider';
import { findMatchup, type StoredMatchup } from './matchup-repository';

/** What the page says of a league set up by hand (docs/screens/matchup.md §3). */
export const NO_PROVIDER_NOTE =
  "Lineups come from the league's provider (Yahoo or Sleeper): this game's teams are not linked to one.";

type StoredTeam = StoredMatchup['homeTeam'];

/** Slots that are not in the lineup: the bench and injured reserve (docs/screens/teams.md §4.2). */
const BENCH_SLOTS = new Set(['BN', 'IR']);

/**
 * A team's lineup for the week: its roster and its players' points, read side by side through
 * the provider as Teams reads them (the same calls, so the same answer cache and limits:
 * docs/screens/teams.md §4.3). A point the score sheet lacks falls back to the roster's own
 * (Sleeper sends them with the roster); none is null, never 0.
 */
async function teamLineup(
  provider: FantasyProvider,
  leagueId: number,
  teamKey: string,
  game: StoredMatchup,
): Promise<Pick<MatchupSide, 'starters' | 'bench'>> {
  const [roster, scores]: [RosterPlayer[], WeekScores] = await Promise.all([
    provider.roster(leagueId, teamKey, game.week, game.season),
    provider.weekScores(leagueId, teamKey, game.week, game.season),
  ]);
  const starters: LineupPlayer[] = [];
  const bench: LineupPlayer[] = [];
  for (const player of roster) {
    const slot = player.slot;
    const points = scores[String(player.providerPlayerId)]?.points ?? player.stats?.points ?? null;
    const entry = { slot, name: player.name, position: player.position, nflTeam: player.team, points };
    // The provider's order is its slot order (QB, RB, WR, TE, FLEX, K, DEF…): kept as given.
    (player.isStarting && !BENCH_SLOTS.has(slot) ? starters : bench).push(entry);
  }
  return { starters, bench };
}

const side = (
  team: StoredTeam,
  score: number | null,
  lineup = { starters: [], bench: [] } as Pick<MatchupSide, 'starters' | 'bench'>,
): MatchupSide => ({
  team: { id: team.id, name: team.name, abbreviation: team.abbreviation, logoUrl: team.logoUrl },
  score,
  ...lineup,
});

/**
 * GET /api/matchups/{id} (docs/api.md §7): the game as stored, and both lineups from the
 * league's provider. Each total is the stored score, the scoreboard's and the standings'
 * number, whatever the provider's starters add up to (docs/screens/matchup.md §4.2). A
 * provider that fails leaves the stored scores with its words as the note, never an error
 * page; a game whose teams are not linked to a provider team has no lineups to read.
 */
export async function readMatchupDetail(
  db: Queryable,
  providers: ProviderRegistry,
  leagueId: number,
  id: number,
  log: FastifyBaseLogger,
): Promise<MatchupDetail> {
  const game = await findMatchup(db, leagueId, id);
  // Another league's game is as missing as no game (docs/api.md §3).
  if (!game) throw httpErrors.notFound(`Matchup ${id} not found`);
  const answer = (lineups: MatchupDetail['lineups'], note: string | null, home?: MatchupSide, away?: MatchupSide) => ({
    id: game.id,
    season: game.season,
    week: game.week,
    is_completed: game.isCompleted,
    is_playoff: game.isPlayoff,
    description: game.description,
    home: home ?? side(game.homeTeam, game.homeScore),
    away: away ?? side(game.awayTeam, game.awayScore),
    lineups,
    note,
  });
  const homeKey = game.homeTeam.teamKey;
  const awayKey = game.awayTeam.teamKey;
  if (!homeKey || !awayKey) return answer('none', NO_PROVIDER_NOTE);
  const provider = providers[await leagueProviderId(db, leagueId)];
  try {
    const [home, away] = await Promise.all([
      teamLineup(provider, leagueId, homeKey, game),
      teamLineup(provider, leagueId, awayKey, game),
    ]);
    return answer(
      'available',
      null,
      side(game.homeTeam, game.homeScore, home),
      side(game.awayTeam, game.awayScore, away),
    );
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ provider: provider.id, kind: error.kind, reason: error.message }, 'matchup lineups unavailable');
    return answer('unavailable', error.message);
  }
}
