/**
 * Yahoo behind the FantasyProvider interface: the league's tokens (sealed in the database),
 * refreshed shortly before they expire and once when Yahoo says token_expired or
 * token_rejected; a rotated refresh token replaces the old one. A 999/429 starts a cooldown
 * (remembered in the database) during which no call goes out; answers are cached.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RosterPlayer, WeekScores } from 'shared-contracts';
import type { Database } from '../../../db/client';
import {
  findConnection,
  lockConnection,
  saveAuthorization,
  saveRefreshedTokens,
  setCooldown,
  setFollowedLeague,
  type OAuthConnection,
  withTokens,
} from '../connection-repository';
import { parseLeague, parseUserLeagues, type YahooLeague } from './parse/leagues';
import { parseTeamRoster } from './parse/roster';
import { YahooShapeError } from './parse/shape';
import { parseLeagueTeams } from './parse/teams';
import { parseScoreboard } from './parse/scoreboard';
import type {
  FantasyProvider,
  ProviderLeagueSummary,
  ProviderMatchup,
  ProviderSeason,
  ProviderTeamDetail,
  ProviderTeamSummary,
} from '../provider';
import { ProviderError } from '../provider-error';
import { ResponseCache } from '../response-cache';
import type { TokenCipher } from './token-crypto';
import { YahooClient, type TokenGrant, type YahooEndpoints } from './yahoo-client';

const PROVIDER = 'yahoo' as const;
const USER_LEAGUES_PATH = 'users;use_login=1/games;game_keys=nfl/leagues';
/** Refresh this long before the access token expires, so no call goes out with a dying one. */
const REFRESH_MARGIN_MS = 5 * 60_000;
const CACHE_TTL = {
  /** Rosters and scores of weeks that are over do not change. */
  pastWeekMs: 6 * 60 * 60_000,
  /** The current week's change during games: a brief cache still spares Yahoo the crowd. */
  currentWeekMs: 60_000,
  leagueMs: 10 * 60_000,
};

export type YahooProviderOptions = {
  db: Database;
  /** Null when the server has no Yahoo credentials: every call says so. */
  endpoints: YahooEndpoints | null;
  cipher: TokenCipher;
  log: FastifyBaseLogger;
  now?: () => number;
};

export class YahooProvider implements FantasyProvider {
  readonly id = PROVIDER;
  readonly displayName = 'Yahoo';
  private readonly client: YahooClient | null;
  private readonly cache: ResponseCache;
  private readonly refreshing = new Map<number, Promise<string>>();
  private readonly now: () => number;

  constructor(private readonly options: YahooProviderOptions) {
    this.now = options.now ?? Date.now;
    this.client = options.endpoints ? new YahooClient(options.endpoints, this.now) : null;
    this.cache = new ResponseCache(2000, this.now);
  }

  authorizationUrl(): string {
    return this.configured().authorizationUrl();
  }

  async connect(leagueId: number, code: string): Promise<void> {
    const grant = await this.withCooldownOf(leagueId, () => this.configured().exchangeCode(code));
    await saveAuthorization(this.options.db, leagueId, PROVIDER, this.seal(grant));
    // Another account may see other leagues: forget what the old one saw.
    this.cache.clear(`${leagueId}|`);
  }

  async testConnection(leagueId: number): Promise<string> {
    this.cache.clear(`${leagueId}|${USER_LEAGUES_PATH}`);
    const league = await this.followedYahooLeague(leagueId);
    return `Connected to Yahoo: following ${league.name} (${league.season}).`;
  }

  async leagues(leagueId: number): Promise<ProviderLeagueSummary[]> {
    const [leagues, followed] = await Promise.all([this.userLeagues(leagueId), this.followedYahooLeague(leagueId)]);
    return leagues.map((league) => summary(league, league.leagueKey === followed.leagueKey));
  }

  async followLeague(leagueId: number, leagueKey: string): Promise<ProviderLeagueSummary> {
    const league = (await this.userLeagues(leagueId)).find((candidate) => candidate.leagueKey === leagueKey);
    if (!league) throw new ProviderError('bad_request', `The connected Yahoo account is not in league ${leagueKey}`);
    const connection = await this.connection(leagueId);
    await setFollowedLeague(this.options.db, connection, leagueKey);
    return summary(league, true);
  }

  async followedLeagueKey(leagueId: number): Promise<string | null> {
    return (await findConnection(this.options.db, leagueId, PROVIDER))?.providerLeagueKey ?? null;
  }

  async followedLeague(leagueId: number): Promise<ProviderLeagueSummary | null> {
    if (!withTokens(await findConnection(this.options.db, leagueId, PROVIDER))) return null;
    return summary(await this.followedYahooLeague(leagueId), true);
  }

  async teams(leagueId: number): Promise<ProviderTeamSummary[]> {
    const league = await this.followedYahooLeague(leagueId);
    const teams = await this.cached(
      leagueId,
      `league/${league.leagueKey}/teams`,
      parseLeagueTeams,
      () => CACHE_TTL.leagueMs,
    );
    return teams.map(({ teamKey, name, manager }) => ({ teamKey, name, manager }));
  }

  async seasonChain(leagueId: number, count: number): Promise<ProviderSeason[]> {
    const chain: YahooLeague[] = [];
    let league: YahooLeague | null = await this.followedYahooLeague(leagueId);
    while (league && chain.length < count) {
      chain.push(league);
      league = await this.previousLeague(leagueId, league);
    }
    return chain.map(({ leagueKey, name, season, currentWeek, endWeek, isFinished }) => ({
      leagueKey,
      name,
      season,
      currentWeek,
      endWeek,
      isFinished,
    }));
  }

  async leagueTeams(leagueId: number, leagueKey: string): Promise<ProviderTeamDetail[]> {
    return this.cached(leagueId, `league/${leagueKey}/teams`, parseLeagueTeams, () => CACHE_TTL.leagueMs);
  }

  async scoreboard(
    leagueId: number,
    leagueKey: string,
    week: number,
    options: { fresh?: boolean } = {},
  ): Promise<ProviderMatchup[]> {
    const path = `league/${leagueKey}/scoreboard;week=${week}`;
    if (options.fresh) this.cache.clear(`${leagueId}|${path}`);
    const league = await this.leagueInfo(leagueId, leagueKey);
    const over = league.isFinished || (league.currentWeek !== null && week < league.currentWeek);
    return this.cached(leagueId, path, parseScoreboard, () => (over ? CACHE_TTL.pastWeekMs : CACHE_TTL.currentWeekMs));
  }

  roster(leagueId: number, teamKey: string, week: number, season?: number): Promise<RosterPlayer[]> {
    return this.teamWeek(leagueId, teamKey, week, season, '');
  }

  async weekScores(leagueId: number, teamKey: string, week: number, season?: number): Promise<WeekScores> {
    // One call answers the whole roster's scores (docs/yahoo.md §5.4), however many players.
    const roster = await this.teamWeek(leagueId, teamKey, week, season, statsSuffix(week));
    const scores: WeekScores = {};
    for (const player of roster) if (player.stats) scores[String(player.providerPlayerId)] = player.stats;
    return scores;
  }

  /**
   * A week's points of every player on the season's teams' rosters: each team's `weekScores`
   * (one call a team, cached and rate-limited as Teams' are; docs/yahoo.md §5.4), merged.
   */
  async weekPlayerPoints(
    leagueId: number,
    leagueKey: string,
    week: number,
    options: { fresh?: boolean } = {},
  ): Promise<Map<string, number>> {
    const points = new Map<string, number>();
    for (const team of await this.leagueTeams(leagueId, leagueKey)) {
      if (options.fresh) this.cache.clear(`${leagueId}|${teamWeekPath(team.teamKey, week, statsSuffix(week))}`);
      for (const [playerId, line] of Object.entries(await this.weekScores(leagueId, team.teamKey, week)))
        points.set(playerId, line.points);
    }
    return points;
  }

  /** A team's roster in a week (in `season`'s league), `suffix` adding sub-resources such as stats. */
  private async teamWeek(
    leagueId: number,
    teamKey: string,
    week: number,
    season: number | undefined,
    suffix: string,
  ): Promise<RosterPlayer[]> {
    const key = await this.teamKeyForSeason(leagueId, teamKey, season);
    const ttl = await this.weekTtl(leagueId, key, week);
    return this.cached(leagueId, teamWeekPath(key, week, suffix), parseTeamRoster, () => ttl);
  }

  // ── leagues and seasons ───────────────────────────────────────────────────────────────

  private userLeagues(leagueId: number): Promise<YahooLeague[]> {
    return this.cached(leagueId, USER_LEAGUES_PATH, parseUserLeagues, () => CACHE_TTL.leagueMs);
  }

  /** The league the app follows: the chosen one, else the account's newest season. */
  private async followedYahooLeague(leagueId: number): Promise<YahooLeague> {
    const [connection, leagues] = await Promise.all([this.connection(leagueId), this.userLeagues(leagueId)]);
    const chosen = connection.providerLeagueKey
      ? leagues.find((league) => league.leagueKey === connection.providerLeagueKey)
      : undefined;
    const newest = [...leagues].sort((a, b) => b.season - a.season)[0];
    const league = chosen ?? newest;
    if (!league) throw new ProviderError('bad_request', 'The connected Yahoo account plays in no NFL league');
    return league;
  }

  private async leagueInfo(leagueId: number, leagueKey: string): Promise<YahooLeague> {
    const listed = (await this.userLeagues(leagueId)).find((league) => league.leagueKey === leagueKey);
    return listed ?? this.cached(leagueId, `league/${leagueKey}`, parseLeague, () => CACHE_TTL.leagueMs);
  }

  /**
   * The same team in another season's league: Yahoo gives each season a new league (linked
   * by `renew`), and a team keeps its team id from season to season.
   */
  private async teamKeyForSeason(leagueId: number, teamKey: string, season?: number): Promise<string> {
    if (season === undefined) return teamKey;
    const [leagueKey, teamId] = teamKey.split('.t.') as [string, string];
    const start = await this.leagueInfo(leagueId, leagueKey);
    if (start.season === season) return teamKey;
    if (season < start.season) {
      let league: YahooLeague | null = start;
      for (let step = 0; league && league.season > season && step < 20; step++) {
        league = await this.previousLeague(leagueId, league);
      }
      if (league?.season === season) return `${league.leagueKey}.t.${teamId}`;
    } else {
      for (const candidate of (await this.userLeagues(leagueId)).filter((league) => league.season === season)) {
        let league: YahooLeague | null = candidate;
        for (let step = 0; league && league.leagueKey !== leagueKey && step < 20; step++) {
          league = await this.previousLeague(leagueId, league);
        }
        if (league) return `${candidate.leagueKey}.t.${teamId}`;
      }
    }
    throw new ProviderError('bad_request', `Yahoo has no ${season} season of league ${leagueKey}`);
  }

  /** Last season's league; null at the start of the chain or where Yahoo refuses to show it. */
  private async previousLeague(leagueId: number, league: YahooLeague): Promise<YahooLeague | null> {
    if (!league.previousLeagueKey) return null;
    try {
      return await this.leagueInfo(leagueId, league.previousLeagueKey);
    } catch (error) {
      // A season the account did not play in: "You are not allowed to view this page".
      if (error instanceof ProviderError && error.kind === 'bad_request') return null;
      throw error;
    }
  }

  /** How long a week's answer may be kept: long once the week is over. */
  private async weekTtl(leagueId: number, teamKey: string, week: number): Promise<number> {
    const league = await this.leagueInfo(leagueId, teamKey.split('.t.')[0]!);
    const over = league.isFinished || (league.currentWeek !== null && week < league.currentWeek);
    return over ? CACHE_TTL.pastWeekMs : CACHE_TTL.currentWeekMs;
  }

  // ── calls, tokens and cooldowns ───────────────────────────────────────────────────────

  /** Keyed by our league first: one league's answers are never another's. */
  private cached<T extends NonNullable<unknown>>(
    leagueId: number,
    path: string,
    parse: (json: unknown) => T,
    ttl: (value: T) => number,
  ): Promise<T> {
    return this.cache.get(`${leagueId}|${path}`, async () => parseAnswer(await this.call(leagueId, path), parse), ttl);
  }

  private async call(leagueId: number, path: string): Promise<unknown> {
    const client = this.configured();
    return this.withCooldownOf(leagueId, async (connection) => {
      if (!connection) throw notConnected();
      let token = await this.accessToken(connection);
      try {
        return await client.get(path, token);
      } catch (error) {
        if (!(error instanceof ProviderError) || error.kind !== 'token_expired') throw error;
      }
      // Refresh, unless another request already did.
      token = await this.refresh(leagueId, token);
      try {
        return await client.get(path, token);
      } catch (error) {
        if (error instanceof ProviderError && error.kind === 'token_expired') {
          throw new ProviderError(
            'authorization_lost',
            'Yahoo rejected a freshly refreshed access token. The commissioner can connect again in Settings.',
          );
        }
        throw error;
      }
    });
  }

  /**
   * Runs a Yahoo call unless the league is cooling down; a rate limit starts a cooldown.
   * `work` gets the connection row read here (null before the first connect).
   */
  private async withCooldownOf<T>(
    leagueId: number,
    work: (connection: OAuthConnection | null) => Promise<T>,
  ): Promise<T> {
    const connection = withTokens(await findConnection(this.options.db, leagueId, PROVIDER));
    const until = connection?.cooldownUntil?.getTime() ?? 0;
    if (until > this.now()) {
      const minutes = Math.max(1, Math.ceil((until - this.now()) / 60_000));
      throw new ProviderError(
        'rate_limited',
        `Yahoo is limiting requests from this server. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        new Date(until),
      );
    }
    try {
      return await work(connection);
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'rate_limited' && connection && error.retryAt) {
        this.options.log.warn({ provider: PROVIDER, leagueId, until: error.retryAt }, 'Yahoo rate limit: cooling down');
        await setCooldown(this.options.db, connection, error.retryAt);
      }
      throw error;
    }
  }

  private async connection(leagueId: number): Promise<OAuthConnection> {
    this.configured();
    const connection = withTokens(await findConnection(this.options.db, leagueId, PROVIDER));
    if (!connection) throw notConnected();
    return connection;
  }

  private async accessToken(connection: OAuthConnection): Promise<string> {
    if (connection.accessTokenExpiresAt.getTime() - this.now() > REFRESH_MARGIN_MS)
      return this.unseal(connection.accessTokenEncrypted);
    return this.refresh(connection.leagueId, null);
  }

  /**
   * One refresh at a time per league: with rotation, a second would spend a dead refresh
   * token. In this process concurrent callers share the refresh; across API instances the
   * connection row is locked while Yahoo answers, and a token another instance refreshed
   * meanwhile is used as it is.
   */
  private refresh(leagueId: number, rejected: string | null): Promise<string> {
    const running = this.refreshing.get(leagueId);
    if (running) return running;
    const refreshing = this.options.db
      .transaction(async (tx) => {
        const connection = withTokens(await lockConnection(tx, leagueId, PROVIDER));
        if (!connection) throw notConnected();
        const current = this.unseal(connection.accessTokenEncrypted);
        if (current !== rejected && connection.accessTokenExpiresAt.getTime() - this.now() > REFRESH_MARGIN_MS)
          return current;
        const grant = await this.configured().refresh(this.unseal(connection.refreshTokenEncrypted));
        await saveRefreshedTokens(tx, connection, this.seal(grant));
        return grant.accessToken;
      })
      .finally(() => this.refreshing.delete(leagueId));
    this.refreshing.set(leagueId, refreshing);
    return refreshing;
  }

  private configured(): YahooClient {
    if (!this.client) {
      throw new ProviderError(
        'not_configured',
        'Yahoo is not set up on this server: it needs YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET.',
      );
    }
    return this.client;
  }

  private seal(grant: TokenGrant) {
    return {
      accessTokenEncrypted: this.options.cipher.encrypt(grant.accessToken),
      refreshTokenEncrypted: this.options.cipher.encrypt(grant.refreshToken),
      accessTokenExpiresAt: grant.expiresAt,
      accountGuid: grant.guid,
    };
  }

  private unseal(sealed: string): string {
    try {
      return this.options.cipher.decrypt(sealed);
    } catch {
      throw new ProviderError(
        'authorization_lost',
        'The stored Yahoo authorization cannot be read (the token key changed). The commissioner can connect again in Settings.',
      );
    }
  }
}

const teamWeekPath = (teamKey: string, week: number, suffix: string) => `team/${teamKey}/roster;week=${week}${suffix}`;
/** The roster's players' stats and points of the week. */
const statsSuffix = (week: number) => `/players/stats;type=week;week=${week}`;

function notConnected(): ProviderError {
  return new ProviderError('not_connected', 'Yahoo is not connected yet. The commissioner can connect it in Settings.');
}

function summary(league: YahooLeague, isFollowed: boolean): ProviderLeagueSummary {
  return {
    leagueKey: league.leagueKey,
    name: league.name,
    season: league.season,
    numTeams: league.numTeams,
    isFollowed,
  };
}

function parseAnswer<T>(json: unknown, parse: (json: unknown) => T): T {
  try {
    return parse(json);
  } catch (error) {
    if (error instanceof YahooShapeError)
      throw new ProviderError('bad_response', `Yahoo's answer had an unexpected shape: ${error.message}`);
    throw error;
  }
}
