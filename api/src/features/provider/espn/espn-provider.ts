/**
 * ESPN behind the FantasyProvider interface (docs/espn.md): a league follows an ESPN league by
 * its id; a private one also needs a member's two cookies, stored sealed. ESPN keeps one league
 * id for every season, so a season's league key is `espn.{id}.{season}` and a team key
 * `espn.{id}.{season}.t.{team id}` (a team keeps its id from season to season). One call reads
 * a whole season (every view); a week's rosters and points are one more. Answers are cached
 * per league; players are named from ESPN's rosters themselves.
 */
import type { FastifyBaseLogger } from 'fastify';
import { cleanProviderName, NFL_TEAMS, type RosterPlayer, type WeekScores } from 'shared-contracts';
import { TEAM_NAME_MAX_LENGTH } from 'shared-contracts/league-setup';
import { MAX_NAME_LENGTH } from 'shared-contracts/player-rules';
import type { Database } from '../../../db/client';
import { leagueWithSeasons } from '../../league';
import type { TokenCipher } from '../yahoo';
import { inCallShare, leagueShare } from '../call-share';
import { findConnection, followWithSealedCookies } from '../connection-repository';
import { suffixRepeatedNames } from '../distinct-names';
import type {
  FantasyProvider,
  ProviderLeagueSummary,
  ProviderMatchup,
  ProviderSeason,
  ProviderTeamDetail,
  ProviderTeamSummary,
  SeasonExtras,
} from '../provider';
import { ProviderError } from '../provider-error';
import { ResponseCache } from '../response-cache';
import { normalizeCookies, type EspnCookies } from './cookies';
import { EspnClient, type EspnClientOptions } from './espn-client';
import { isFlexSlot, isStartingSlot, nflTeamOf, positionOf, RESERVE_SLOT, slotOf } from './parse/codes';
import { EspnShapeError, parseLeague, type EspnLeague, type EspnTeam } from './parse/league';

const PROVIDER = 'espn' as const;
const CACHE_TTL = {
  /** A season under way: its scores change as games are played. */
  runningMs: 60_000,
  /** A season that is over is over. */
  finishedMs: 6 * 60 * 60_000,
};
/** A team defence's stand-in numeric id, as Sleeper's: 900000 + its index in our NFL team list. */
const DEFENCE_ID_BASE = 900_000;
/** Renewal chains longer than this are not followed. */
const MAX_CHAIN = 30;
const LEAGUE_KEY = /^espn\.(\d{1,12})\.(\d{4})$/;
const TEAM_KEY = /^espn\.(\d{1,12})\.(\d{4})\.t\.(\d{1,4})$/;

export type EspnProviderOptions = {
  db: Database;
  apiBase: string | null;
  /** Seals the cookies at rest, as Yahoo's tokens are (docs/espn.md §3); null: none can be stored. */
  cipher: TokenCipher | null;
  log: FastifyBaseLogger;
  client?: Omit<EspnClientOptions, 'apiBase'>;
};

/** What PUT /api/provider may say of the cookies: new ones, none (null), or keep the stored (undefined). */
export type CookieChange = { espnS2: string; swid: string } | null | undefined;

export const leagueKeyOf = (espnLeagueId: string, season: number) => `espn.${espnLeagueId}.${season}`;
export const teamKeyOf = (leagueKey: string, teamId: number) => `${leagueKey}.t.${teamId}`;

function splitLeagueKey(key: string): { espnLeagueId: string; season: number } {
  const match = LEAGUE_KEY.exec(key);
  if (!match) throw new ProviderError('bad_request', `“${key}” is not an ESPN league key (espn.league id.season)`);
  return { espnLeagueId: match[1]!, season: Number(match[2]) };
}

export class EspnProvider implements FantasyProvider {
  readonly id = PROVIDER;
  readonly displayName = 'ESPN';
  readonly client: EspnClient;
  private readonly cache = new ResponseCache(500);

  constructor(readonly options: EspnProviderOptions) {
    this.client = new EspnClient({ ...options.client, apiBase: options.apiBase });
  }

  followLeague(leagueId: number, leagueKey: string): Promise<ProviderLeagueSummary> {
    return this.followWithCookies(leagueId, leagueKey, undefined);
  }

  /**
   * Follows ESPN league `espnLeagueId` with the cookies given (or the stored ones): ESPN is
   * asked first, with them, for our league's season and else the one before (a league not yet
   * renewed), so a private league without its cookies, or with expired ones, is refused before
   * anything is stored. The cookies are stored only sealed and never answered (docs/espn.md §3).
   */
  async followWithCookies(
    leagueId: number,
    espnLeagueId: string,
    change: CookieChange,
  ): Promise<ProviderLeagueSummary> {
    const id = espnLeagueId.trim();
    if (!/^\d{1,12}$/.test(id))
      throw new ProviderError(
        'bad_request',
        `“${espnLeagueId}” is not an ESPN league id: it is the number after leagueId= in the league's ESPN address.`,
      );
    const cookies =
      change === undefined
        ? await this.storedCookies(leagueId)
        : change === null
          ? null
          : normalizeCookies(change.espnS2, change.swid);
    const ours =
      (await leagueWithSeasons(this.options.db, leagueId))?.league.currentSeason ?? new Date().getUTCFullYear();
    let league: EspnLeague | null = null;
    for (const season of [ours, ours - 1]) {
      try {
        league = parseOrFail(
          await this.client.league({ espnLeagueId: id, season, cookies, namedByUser: true }),
          `league ${id}'s ${season}`,
        );
        break;
      } catch (error) {
        const missing =
          error instanceof ProviderError && error.kind === 'bad_request' && /has no league/.test(error.message);
        if (!missing || season !== ours) throw error;
      }
    }
    const key = leagueKeyOf(id, league!.season);
    const cipher = this.options.cipher;
    if (cookies && change !== undefined && !cipher)
      throw new ProviderError('not_configured', 'This server cannot store ESPN cookies (ESPN_COOKIE_KEY is not set).');
    await followWithSealedCookies(
      this.options.db,
      leagueId,
      PROVIDER,
      key,
      change === undefined
        ? undefined
        : cookies
          ? { espnS2Sealed: cipher!.encrypt(cookies.espnS2), swidSealed: cipher!.encrypt(cookies.swid) }
          : null,
    );
    // Another league's (or other cookies') answers are of no use now.
    this.cache.clear(`${leagueId}|`);
    return summary(key, league!);
  }

  async followedLeague(leagueId: number): Promise<ProviderLeagueSummary | null> {
    const key = await this.followedLeagueKey(leagueId);
    return key ? summary(key, await this.season(leagueId, key)) : null;
  }

  async followedLeagueKey(leagueId: number): Promise<string | null> {
    return (await findConnection(this.options.db, leagueId, PROVIDER))?.providerLeagueKey ?? null;
  }

  async teams(leagueId: number): Promise<ProviderTeamSummary[]> {
    const key = await this.requireFollowed(leagueId);
    return (await this.leagueTeams(leagueId, key)).map(({ teamKey, name, manager }) => ({ teamKey, name, manager }));
  }

  /** A season's teams: named by ESPN's team name (older seasons: location and nickname), managed by its first owner. */
  async leagueTeams(leagueId: number, leagueKey: string): Promise<ProviderTeamDetail[]> {
    const league = await this.season(leagueId, leagueKey);
    const teams = [...league.teams]
      .sort((a, b) => a.teamId - b.teamId)
      .map((team) => {
        const manager = cleanProviderName(managerOf(league, team), TEAM_NAME_MAX_LENGTH);
        const name = cleanProviderName(team.name ?? '', TEAM_NAME_MAX_LENGTH) || manager || `Team ${team.teamId}`;
        return { teamId: team.teamId, name, manager, logoUrl: team.logoUrl };
      });
    return suffixRepeatedNames(teams, TEAM_NAME_MAX_LENGTH).map((team) => ({
      ...team,
      teamKey: teamKeyOf(leagueKey, team.teamId),
    }));
  }

  /** The followed season and those before it through status.previousSeasons, newest first. */
  async seasonChain(leagueId: number, count: number): Promise<ProviderSeason[]> {
    const followed = await this.requireFollowed(leagueId);
    const { espnLeagueId } = splitLeagueKey(followed);
    const chain: ProviderSeason[] = [];
    let key: string | null = followed;
    while (key && chain.length < count && chain.length < MAX_CHAIN) {
      let league: EspnLeague;
      try {
        league = await this.season(leagueId, key);
      } catch (error) {
        // An earlier season ESPN no longer has ends the chain; the followed one's absence is an error.
        if (chain.length > 0 && error instanceof ProviderError && error.kind === 'bad_response') break;
        throw error;
      }
      chain.push(providerSeason(key, league));
      const previous = league.previousSeasons[0];
      key = previous === undefined ? null : leagueKeyOf(espnLeagueId, previous);
    }
    return chain;
  }

  /**
   * A week's games from the season's schedule; a bye (no away team) is no game. A game is on
   * the last scoring period of its matchup period, with the matchup's totals: a playoff round
   * of two weeks is one game, on its second week, and its first week has no game of its own
   * (docs/espn.md §6). It is under way from its first week.
   */
  async scoreboard(
    leagueId: number,
    leagueKey: string,
    week: number,
    options: { fresh?: boolean } = {},
  ): Promise<ProviderMatchup[]> {
    if (options.fresh) this.cache.clear(`${leagueId}|${leagueKey}|season`);
    const league = await this.season(leagueId, leagueKey);
    const current = currentWeek(league);
    return league.schedule
      .filter((game) => game.week === week && game.awayTeamId !== null)
      .map((game) => {
        const started = (game.homePoints ?? 0) !== 0 || (game.awayPoints ?? 0) !== 0;
        const status =
          game.winner !== 'UNDECIDED' ? 'postevent' : game.weeks.includes(current) && started ? 'midevent' : 'preevent';
        const scored = status !== 'preevent';
        return {
          homeTeamKey: teamKeyOf(leagueKey, game.homeTeamId),
          awayTeamKey: teamKeyOf(leagueKey, game.awayTeamId!),
          homePoints: scored ? (game.homePoints ?? 0) : null,
          awayPoints: scored ? (game.awayPoints ?? 0) : null,
          status,
          // Playoff and consolation games share the schedule: only NONE is the regular season's.
          isPlayoff: game.playoffTierType !== 'NONE',
        };
      });
  }

  async roster(leagueId: number, teamKey: string, week: number, season?: number): Promise<RosterPlayer[]> {
    const { leagueKey, teamId } = await this.teamInSeason(leagueId, teamKey, season);
    const league = await this.week(leagueId, leagueKey, week);
    const team = league.teams.find((item) => item.teamId === teamId);
    if (!team) throw new ProviderError('bad_request', `ESPN league ${leagueKey} has no team ${teamId}`);
    return rosterPlayers(team, week, week <= currentWeek(league));
  }

  async weekScores(leagueId: number, teamKey: string, week: number, season?: number): Promise<WeekScores> {
    const scores: WeekScores = {};
    for (const player of await this.roster(leagueId, teamKey, week, season))
      if (player.stats) scores[String(player.providerPlayerId)] = player.stats;
    return scores;
  }

  /** Every rostered player's points of a week (one read of the week), keyed as weekScores keys him. */
  async weekPlayerPoints(
    leagueId: number,
    leagueKey: string,
    week: number,
    options: { fresh?: boolean } = {},
  ): Promise<Map<string, number>> {
    if (options.fresh) this.cache.clear(`${leagueId}|${leagueKey}|week ${week}`);
    const league = await this.week(leagueId, leagueKey, week);
    const points = new Map<string, number>();
    if (week > currentWeek(league)) return points;
    for (const team of league.teams)
      for (const entry of team.roster ?? [])
        if (entry.points !== null) points.set(String(numericPlayerId(entry.playerId, entry.proTeamId)), entry.points);
    return points;
  }

  /**
   * A season's keepers (draft picks marked keeper), the rounds the rest were drafted in, and
   * FAAB (docs/espn.md §6). ESPN's picks name players by id only: they are named from the
   * season's rosters, and a pick whose player left every roster is passed over.
   */
  async seasonExtras(leagueId: number, season: ProviderSeason): Promise<SeasonExtras> {
    const key = season.leagueKey;
    const league = await this.season(leagueId, key);
    const names = new Map<number, string>();
    for (const team of league.teams)
      for (const entry of team.roster ?? [])
        if (entry.fullName) names.set(entry.playerId, cleanProviderName(entry.fullName, MAX_NAME_LENGTH));
    const keepers = league.picks.flatMap((pick) => {
      const name = pick.keeper ? names.get(pick.playerId) : undefined;
      return name ? [{ name, teamKey: teamKeyOf(key, pick.teamId) }] : [];
    });
    const draftedRounds = league.picks.flatMap((pick) => {
      const name = pick.keeper ? undefined : names.get(pick.playerId);
      return name ? [{ name, round: pick.round }] : [];
    });
    const budget = league.faabBudget;
    const faab =
      budget === null
        ? []
        : [...league.teams]
            .sort((a, b) => a.teamId - b.teamId)
            .map((team) => ({ teamKey: teamKeyOf(key, team.teamId), budget, used: team.budgetSpent }));
    const rounds = league.picks.reduce((most, pick) => Math.max(most, pick.round), 0);
    return {
      tradedPicks: [],
      keepers,
      draftedRounds,
      faab,
      draftRounds: rounds > 0 ? rounds : null,
      settledDraftYears: league.picks.length > 0 ? [league.season] : [],
      warnings: [],
    };
  }

  // ── reads ───────────────────────────────────────────────────────────────────────────────

  private async requireFollowed(leagueId: number): Promise<string> {
    const key = await this.followedLeagueKey(leagueId);
    if (!key)
      throw new ProviderError(
        'not_connected',
        'No ESPN league is followed yet. The commissioner can follow one in Settings, by its league id.',
      );
    return key;
  }

  /** The private league's cookies, unsealed; null when none are stored. */
  private async storedCookies(leagueId: number): Promise<EspnCookies | null> {
    const row = await findConnection(this.options.db, leagueId, PROVIDER);
    const cipher = this.options.cipher;
    if (!cipher || !row?.accessTokenEncrypted || !row.refreshTokenEncrypted) return null;
    try {
      return {
        espnS2: cipher.decrypt(row.accessTokenEncrypted),
        swid: cipher.decrypt(row.refreshTokenEncrypted),
      };
    } catch {
      // A changed key leaves them unreadable: ESPN's 401 then asks for them again.
      return null;
    }
  }

  /** A season as ESPN stands now (every view). */
  private season(leagueId: number, leagueKey: string): Promise<EspnLeague> {
    return this.read(leagueId, leagueKey, undefined);
  }

  /** A season's rosters and points of one week (`scoringPeriodId`). */
  private week(leagueId: number, leagueKey: string, week: number): Promise<EspnLeague> {
    if (!Number.isInteger(week) || week < 1 || week > 18)
      throw new ProviderError('bad_request', `Week ${week} is not an NFL week (1 to 18)`);
    return this.read(leagueId, leagueKey, week);
  }

  private read(leagueId: number, leagueKey: string, week: number | undefined): Promise<EspnLeague> {
    const { espnLeagueId, season } = splitLeagueKey(leagueKey);
    return this.cache.get(
      `${leagueId}|${leagueKey}|${week === undefined ? 'season' : `week ${week}`}`,
      async () => {
        const cookies = await this.storedCookies(leagueId);
        const json = await inCallShare(leagueShare(leagueId), () =>
          this.client.league({ espnLeagueId, season, week, cookies }),
        );
        return parseOrFail(json, `league ${espnLeagueId}'s ${season}`);
      },
      (league) => (isFinished(league) ? CACHE_TTL.finishedMs : CACHE_TTL.runningMs),
    );
  }

  /**
   * The team's league key in `season` (same ESPN league, same team id). Only the followed ESPN
   * league's teams are answered: the stored cookies are that league's.
   */
  private async teamInSeason(
    leagueId: number,
    teamKey: string,
    season: number | undefined,
  ): Promise<{ leagueKey: string; teamId: number }> {
    const match = TEAM_KEY.exec(teamKey);
    if (!match)
      throw new ProviderError('bad_request', `“${teamKey}” is not an ESPN team key (espn.league id.season.t.team id)`);
    const [, espnLeagueId, keySeason, team] = match as unknown as [string, string, string, string];
    const followed = await this.requireFollowed(leagueId);
    if (splitLeagueKey(followed).espnLeagueId !== espnLeagueId)
      throw new ProviderError('bad_request', `Team ${teamKey} is not of the ESPN league this league follows`);
    return { leagueKey: leagueKeyOf(espnLeagueId, season ?? Number(keySeason)), teamId: Number(team) };
  }
}

function parseOrFail(json: unknown, what: string): EspnLeague {
  try {
    return parseLeague(json);
  } catch (error) {
    if (error instanceof EspnShapeError)
      throw new ProviderError('bad_response', `ESPN's answer for ${what} could not be read: ${error.message}`);
    throw error;
  }
}

/** A season is over once ESPN's latest scoring period is past its final one (docs/espn.md §6). */
function isFinished(league: EspnLeague): boolean {
  const final = league.finalScoringPeriod;
  const latest = league.latestScoringPeriod ?? league.scoringPeriodId;
  return final !== null && final > 0 && latest !== null && latest > final;
}

/**
 * The season's last week: its final scoring period (the playoffs' last week, a two-week
 * round's second), else the last week its schedule's games are on, else 17; never past 18.
 */
function endWeekOf(league: EspnLeague): number {
  if (league.finalScoringPeriod && league.finalScoringPeriod > 0) return Math.min(18, league.finalScoringPeriod);
  const last = league.schedule.reduce((most, game) => Math.max(most, game.week), 0);
  return last > 0 ? Math.min(18, last) : 17;
}

/**
 * The week under way: ESPN's latest scoring period (a week's read echoes the week asked as its
 * scoringPeriodId, so that one is not the season's), the last week once the season is over.
 */
function currentWeek(league: EspnLeague): number {
  const end = endWeekOf(league);
  if (isFinished(league)) return end;
  return Math.min(end, Math.max(1, league.latestScoringPeriod ?? league.scoringPeriodId ?? 1));
}

/**
 * The week whose games are under way, as the import and the score refresh read it: in the
 * first week of a two-week playoff round, the round's second week, where its game is placed
 * (docs/espn.md §6), so a refresh reads the game from its first week on. Rosters and points
 * still read ESPN's own scoring period (currentWeek).
 */
function weekOfGamesUnderWay(league: EspnLeague): number {
  const current = currentWeek(league);
  const game = league.schedule.find((item) => item.weeks.includes(current));
  return game && !isFinished(league) ? Math.min(endWeekOf(league), game.week) : current;
}

function providerSeason(leagueKey: string, league: EspnLeague): ProviderSeason {
  return {
    leagueKey,
    name: league.name,
    season: league.season,
    currentWeek: weekOfGamesUnderWay(league),
    endWeek: endWeekOf(league),
    isFinished: isFinished(league),
  };
}

function summary(leagueKey: string, league: EspnLeague): ProviderLeagueSummary {
  return {
    leagueKey,
    name: league.name,
    season: league.season,
    numTeams: league.teams.length,
    isFollowed: true,
  };
}

/** A team's manager: its first owner's display name, else their first and last name. */
function managerOf(league: EspnLeague, team: EspnTeam): string {
  const owner = team.owners[0] ? league.members.get(team.owners[0]) : undefined;
  if (!owner) return '';
  return owner.displayName ?? [owner.firstName, owner.lastName].filter(Boolean).join(' ');
}

/**
 * ESPN's player id as our numeric player id (docs/espn.md §4): ESPN's own for a player; a team
 * defence's negative id becomes 900000 + its team's index in our NFL team list, as Sleeper's.
 */
export function numericPlayerId(playerId: number, proTeamId: number | null): number {
  if (playerId >= 0) return playerId;
  const team = nflTeamOf(proTeamId ?? -16000 - playerId);
  const index = NFL_TEAMS.indexOf(team as (typeof NFL_TEAMS)[number]);
  return DEFENCE_ID_BASE + (index >= 0 ? index : 999);
}

function rosterPlayers(team: EspnTeam, week: number, scored: boolean): RosterPlayer[] {
  return (team.roster ?? []).map((entry) => {
    const slot = slotOf(entry.lineupSlotId);
    const numericId = numericPlayerId(entry.playerId, entry.proTeamId);
    return {
      id: String(entry.playerId),
      providerPlayerId: numericId,
      name: cleanProviderName(entry.fullName ?? `ESPN player ${entry.playerId}`, MAX_NAME_LENGTH),
      position: positionOf(entry.defaultPositionId),
      team: nflTeamOf(entry.proTeamId),
      status: entry.lineupSlotId === RESERVE_SLOT ? 'IR' : null,
      isStarting: isStartingSlot(entry.lineupSlotId),
      slot: slot,
      isFlex: isFlexSlot(entry.lineupSlotId),
      // A week not yet played has no points ("No Score"), not ESPN's 0.
      stats: scored && entry.points !== null ? { points: entry.points, stats: [] } : null,
    };
  });
}
