/**
 * Sleeper behind the FantasyProvider interface (docs/sleeper.md): a public read-only API, so a
 * league follows a Sleeper league by its id, with no OAuth and no tokens. A season's league
 * key is its Sleeper league id; a team key is `<league_id>.t.<roster_id>` (a roster keeps its
 * id from season to season, as a Yahoo team does). Answers are cached per league; players are
 * named from our daily copy of Sleeper's player list.
 */
import type { FastifyBaseLogger } from 'fastify';
import { canonicalNflTeam, cleanProviderName, NFL_TEAMS, type RosterPlayer, type WeekScores } from 'shared-contracts';
import { TEAM_NAME_MAX_LENGTH } from 'shared-contracts/league-setup';
import { MAX_NAME_LENGTH } from 'shared-contracts/player-rules';
import type { Database } from '../../../db/client';
import { asCallKind, inCallShare, leagueShare } from '../call-share';
import { findConnection, followWithoutAuthorization } from '../connection-repository';
import { suffixRepeatedNames } from '../distinct-names';
import type {
  FantasyProvider,
  ProviderLeagueSummary,
  ProviderMatchup,
  ProviderSeason,
  ProviderTeamDetail,
  ProviderTeamSummary,
  SeasonExtras,
  SeasonExtrasPart,
  SeasonExtrasWarning,
} from '../provider';
import { ProviderError } from '../provider-error';
import { ResponseCache } from '../response-cache';
import { draftPositions } from './draft-order';
import {
  draftedRoundsOf,
  parseDraft,
  parseDraftPicks,
  parseTradedPicks,
  type SleeperDraft,
  type SleeperDraftPick,
} from './parse/draft';
import {
  type NflState,
  parseLeague,
  parseNflState,
  parseUser,
  parseUserLeagues,
  type SleeperLeague,
} from './parse/league';
import { pairGames, parseMatchups, type SleeperMatchupEntry } from './parse/matchups';
import { requireArray, SleeperShapeError, SLEEPER_LIMITS } from './parse/shape';
import { parseLeagueUsers, parseRosters, type SleeperRoster } from './parse/teams';
import { SleeperPlayerStore } from './player-store';
import { isPlayoffWeek, lastRegularWeek, providerSeason, weekTiming, type WeekTiming } from './seasons';
import { SleeperClient, type SleeperCallOptions, type SleeperClientOptions } from './sleeper-client';

const PROVIDER = 'sleeper' as const;
const CACHE_TTL = {
  /** Matchups of weeks that are over do not change. */
  pastWeekMs: 6 * 60 * 60_000,
  /** The week under way changes as games are played: a brief cache spares Sleeper the crowd. */
  currentWeekMs: 60_000,
  /** Leagues, rosters, users, drafts and traded picks. */
  leagueMs: 10 * 60_000,
  /** A season that is over is over. */
  finishedLeagueMs: 6 * 60 * 60_000,
  stateMs: 10 * 60_000,
};
/** Slots whose player may come from more than one position (Sleeper's flex kinds). */
const FLEX_SLOTS = new Set(['FLEX', 'SUPER_FLEX', 'REC_FLEX', 'WRRB_FLEX', 'WRRB_WRT', 'IDP_FLEX']);
/** A team defence's stand-in numeric id: 900000 + its index in our NFL team list. */
const DEFENCE_ID_BASE = 900_000;
/** Sleeper's league ids are long digit strings. */
const LEAGUE_ID = /^\d{1,32}$/;
/** Our draft picks' rounds (docs/screens/picks.md): a draft's later rounds have no picks here. */
const MAX_DRAFT_ROUND = 5;
/** Renewal chains longer than this are not followed (a loop in Sleeper's links would never end). */
const MAX_CHAIN = 30;

export type SleeperProviderOptions = {
  db: Database;
  apiBase: string | null;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Client settings beyond the address (tests shorten timeouts and pauses). */
  client?: Omit<SleeperClientOptions, 'apiBase'>;
};

type Team = { rosterId: number; name: string; manager: string; logoUrl: string | null };

export class SleeperProvider implements FantasyProvider {
  readonly id = PROVIDER;
  readonly displayName = 'Sleeper';
  readonly client: SleeperClient;
  readonly playerStore: SleeperPlayerStore;
  private readonly cache: ResponseCache;
  private readonly now: () => number;

  constructor(readonly options: SleeperProviderOptions) {
    this.now = options.now ?? Date.now;
    this.client = new SleeperClient({ now: this.now, ...options.client, apiBase: options.apiBase });
    this.cache = new ResponseCache(2000, this.now);
    this.playerStore = new SleeperPlayerStore({ db: options.db, client: this.client, log: options.log, now: this.now });
  }

  /**
   * A Sleeper user's (by username or user id) NFL leagues of a season, `isFollowed` against our
   * league's. A look-up: its calls wait behind the league's screens' (docs/sleeper.md §7).
   */
  userLeagues(leagueId: number, username: string, season?: number): Promise<ProviderLeagueSummary[]> {
    return asCallKind('lookup', () => this.lookUpUserLeagues(leagueId, username, season));
  }

  private async lookUpUserLeagues(
    leagueId: number,
    username: string,
    season?: number,
  ): Promise<ProviderLeagueSummary[]> {
    const name = username.trim();
    if (!name || name.includes('/') || name === '.' || name === '..')
      throw new ProviderError('bad_request', 'Enter a Sleeper username (or user id) to list its leagues.');
    const user = await this.cached(
      leagueId,
      `/user/${encodeURIComponent(name)}`,
      CACHE_TTL.leagueMs,
      (json) => {
        if (json === null)
          throw new ProviderError('bad_request', `Sleeper has no user named “${name}”. Check the spelling.`);
        return parseUser(json);
      },
      { namedByUser: true },
    );
    const year = season ?? (await this.nflState(leagueId)).season;
    const [leagues, followed] = await Promise.all([
      this.cached(leagueId, `/user/${user.userId}/leagues/nfl/${year}`, CACHE_TTL.leagueMs, parseUserLeagues),
      this.followedLeagueKey(leagueId),
    ]);
    return leagues.map((league) => summary(league, league.leagueId === followed));
  }

  async followLeague(leagueId: number, leagueKey: string): Promise<ProviderLeagueSummary> {
    const key = leagueKey.trim();
    if (!LEAGUE_ID.test(key))
      throw new ProviderError(
        'bad_request',
        `“${leagueKey}” is not a Sleeper league id: it is the long number in the league's Sleeper address.`,
      );
    const league = await this.league(leagueId, key, { namedByUser: true });
    await followWithoutAuthorization(this.options.db, leagueId, PROVIDER, key);
    // Another league's answers are of no use now.
    this.cache.clear(`${leagueId}|`);
    return summary(league, true);
  }

  async followedLeague(leagueId: number): Promise<ProviderLeagueSummary | null> {
    const key = await this.followedLeagueKey(leagueId);
    return key ? summary(await this.league(leagueId, key, { namedByUser: true }), true) : null;
  }

  async teams(leagueId: number): Promise<ProviderTeamSummary[]> {
    const key = await this.requireFollowed(leagueId);
    return (await this.leagueTeams(leagueId, key)).map(({ teamKey, name, manager }) => ({ teamKey, name, manager }));
  }

  async leagueTeams(leagueId: number, leagueKey: string): Promise<ProviderTeamDetail[]> {
    const teams = await this.teamsOf(leagueId, leagueKey);
    return teams.map((team) => ({
      teamKey: teamKey(leagueKey, team.rosterId),
      teamId: team.rosterId,
      name: team.name,
      manager: team.manager,
      logoUrl: team.logoUrl,
    }));
  }

  /**
   * The followed season and those before it through `previous_league_id`, newest first. A
   * season's last week is its playoffs' last (docs/sleeper.md §6): their games are imported,
   * marked as playoff games.
   */
  async seasonChain(leagueId: number, count: number): Promise<ProviderSeason[]> {
    const chain: ProviderSeason[] = [];
    let key: string | null = await this.requireFollowed(leagueId);
    const state = await this.nflState(leagueId);
    while (key && chain.length < count && chain.length < MAX_CHAIN) {
      const league = await this.previousSeasonLeague(leagueId, key, chain.length === 0);
      if (!league) break;
      chain.push(providerSeason(league, state));
      key = league.previousLeagueId;
    }
    return chain;
  }

  async scoreboard(
    leagueId: number,
    leagueKey: string,
    week: number,
    options: { fresh?: boolean } = {},
  ): Promise<ProviderMatchup[]> {
    const timing = await this.weekTiming(leagueId, leagueKey, week);
    const isPlayoff = isPlayoffWeek(await this.league(leagueId, leagueKey), week);
    if (options.fresh) this.cache.clear(`${leagueId}|${matchupsPath(leagueKey, week)}`);
    const entries = await this.matchups(leagueId, leagueKey, week, timing);
    const matchups: ProviderMatchup[] = [];
    for (const [home, away] of pairGames(entries)) {
      const started = home.points !== 0 || away.points !== 0;
      const status = timing === 'over' ? 'postevent' : timing === 'current' && started ? 'midevent' : 'preevent';
      const scored = status !== 'preevent';
      matchups.push({
        homeTeamKey: teamKey(leagueKey, home.rosterId),
        awayTeamKey: teamKey(leagueKey, away.rosterId),
        homePoints: scored ? home.points : null,
        awayPoints: scored ? away.points : null,
        status,
        isPlayoff,
      });
    }
    return matchups;
  }

  async roster(leagueId: number, teamKeyValue: string, week: number, season?: number): Promise<RosterPlayer[]> {
    const { leagueKey, rosterId } = await this.teamInSeason(leagueId, teamKeyValue, season);
    const [league, rosters, timing] = await Promise.all([
      this.league(leagueId, leagueKey),
      this.rosters(leagueId, leagueKey),
      this.weekTiming(leagueId, leagueKey, week),
    ]);
    const current = rosters.find((roster) => roster.rosterId === rosterId);
    const entry = (await this.matchups(leagueId, leagueKey, week, timing)).find((item) => item.rosterId === rosterId);
    if (!current && !entry)
      throw new ProviderError('bad_request', `Sleeper league ${leagueKey} has no team ${rosterId}`);
    // The week's matchup says who played and started then; the roster, who is on reserve now.
    return this.rosterPlayers(league, week, {
      starters: entry?.starters ?? current?.starters ?? [],
      players: entry?.players.length ? entry.players : (current?.players ?? []),
      reserve: current?.reserve ?? [],
      points: entry?.playersPoints ?? {},
    });
  }

  /**
   * The rosters a finished season ended with: Sleeper's `/rosters` of a complete league, after
   * the playoffs' adds and drops, where the last regular week's matchups still hold the players
   * dropped since (docs/sleeper.md §6). Their lineup is the last one set, with no points.
   */
  async finalRosters(
    leagueId: number,
    season: ProviderSeason,
  ): Promise<Array<{ teamKey: string; players: RosterPlayer[] }>> {
    const key = season.leagueKey;
    const [league, rosters] = await Promise.all([this.league(leagueId, key), this.rosters(leagueId, key)]);
    const week = season.endWeek ?? lastRegularWeek(league);
    const result: Array<{ teamKey: string; players: RosterPlayer[] }> = [];
    for (const roster of [...rosters].sort((a, b) => a.rosterId - b.rosterId))
      result.push({
        teamKey: teamKey(key, roster.rosterId),
        players: await this.rosterPlayers(league, week, { ...roster, points: {} }),
      });
    return result;
  }

  /** A roster's players as RosterPlayers, named from our player list (docs/sleeper.md §4). */
  private async rosterPlayers(
    league: SleeperLeague,
    week: number,
    roster: { starters: string[]; players: string[]; reserve: string[]; points: Record<string, number> },
  ): Promise<RosterPlayer[]> {
    const { starters } = roster;
    const reserve = new Set(roster.reserve);
    const ids = [...new Set([...starters.filter(isPlayer), ...roster.players])];
    await this.playerStore.ensureFresh();
    const known = await this.playerStore.players(ids);
    return ids.map((playerId) => {
      const slotIndex = starters.indexOf(playerId);
      const slot = slotIndex >= 0 ? (league.rosterPositions[slotIndex] ?? 'FLEX') : reserve.has(playerId) ? 'IR' : 'BN';
      const player = known.get(playerId);
      const points = roster.points[playerId];
      return {
        id: playerId,
        providerPlayerId: numericPlayerId(playerId),
        name: cleanProviderName(player?.fullName ?? `Sleeper player ${playerId}`, MAX_NAME_LENGTH),
        position: player?.position ?? player?.fantasyPositions[0] ?? '',
        team: player?.nflTeam ?? '',
        status: player?.status ?? null,
        isStarting: slotIndex >= 0,
        slot: slot,
        isFlex: FLEX_SLOTS.has(slot),
        // A player whose points Sleeper did not send has none known ("No Score"), not 0.
        stats: points === undefined ? null : { points, stats: [] },
      };
    });
  }

  /**
   * Every roster's players' points of a week, from the week's matchups (one call, cached as the
   * scoreboard's): `players_points`, or for old seasons the starters' `starters_points` by
   * index, the bench then unknown (docs/sleeper.md §3). Keyed as `weekScores` keys a player.
   */
  async weekPlayerPoints(
    leagueId: number,
    leagueKey: string,
    week: number,
    options: { fresh?: boolean } = {},
  ): Promise<Map<string, number>> {
    const timing = await this.weekTiming(leagueId, leagueKey, week);
    if (options.fresh) this.cache.clear(`${leagueId}|${matchupsPath(leagueKey, week)}`);
    const points = new Map<string, number>();
    for (const entry of await this.matchups(leagueId, leagueKey, week, timing))
      for (const [playerId, value] of Object.entries(entry.playersPoints))
        if (isPlayer(playerId)) points.set(String(numericPlayerId(playerId)), value);
    return points;
  }

  async weekScores(leagueId: number, teamKeyValue: string, week: number, season?: number): Promise<WeekScores> {
    const scores: WeekScores = {};
    for (const player of await this.roster(leagueId, teamKeyValue, week, season))
      if (player.stats) scores[String(player.providerPlayerId)] = player.stats;
    return scores;
  }

  /**
   * A season's traded picks, keepers and FAAB, with the league's draft rounds and whether its
   * draft is over. Each is read on its own: one Sleeper cannot answer readably is left out with
   * a warning, and the season is imported without it (docs/sleeper.md §6).
   */
  async seasonExtras(leagueId: number, season: ProviderSeason): Promise<SeasonExtras> {
    const key = season.leagueKey;
    const [league, rosters] = await Promise.all([this.league(leagueId, key), this.rosters(leagueId, key)]);
    const warnings: SeasonExtrasWarning[] = [];
    const readable = async <T>(
      part: SeasonExtrasPart,
      what: string,
      read: () => Promise<T>,
      instead: T,
    ): Promise<T> => {
      try {
        return await read();
      } catch (error) {
        // A rate limit or an unreachable Sleeper passes: the run pauses or stops and resumes.
        if (!(error instanceof ProviderError) || (error.kind !== 'bad_response' && error.kind !== 'bad_request'))
          throw error;
        this.options.log.warn({ leagueKey: key, kind: error.kind, reason: error.message }, `${what}: left out`);
        warnings.push({
          part,
          message: `${season.season}: ${what} could not be read and were left out. ${error.message}`,
        });
        return instead;
      }
    };
    const traded = await readable(
      'tradedPicks',
      "Sleeper's traded picks",
      () => this.cached(leagueId, `/league/${key}/traded_picks`, CACHE_TTL.leagueMs, parseTradedPicks),
      [],
    );
    const draft = await readable('drafts', "Sleeper's drafts", () => this.seasonDraft(leagueId, league), null);
    // The keepers and the rounds players were drafted in are one read of the draft's picks:
    // picks Sleeper cannot answer leave both out, under one warning.
    const { keepers, draftedRounds } = await readable(
      'keepers',
      "Sleeper's keepers",
      async () => ({
        keepers: await this.keepers(leagueId, league, draft),
        draftedRounds: await this.draftedRounds(leagueId, league, draft),
      }),
      { keepers: [], draftedRounds: [] },
    );
    const draftRounds = league.draftRounds ?? draft?.rounds ?? null;
    return {
      tradedPicks: traded.map((pick) => ({
        year: pick.season,
        round: pick.round,
        originalTeamKey: teamKey(key, pick.rosterId),
        ownerTeamKey: teamKey(key, pick.ownerId),
      })),
      keepers,
      draftedRounds,
      faab: faabOf(key, league.waiverBudget, rosters),
      draftRounds,
      draftOrder: seasonDraftOrder(league, draft, rosters, draftRounds),
      settledDraftYears: settledDraftYears(league, draft),
      warnings,
    };
  }

  // ── leagues and seasons ─────────────────────────────────────────────────────────────────

  async followedLeagueKey(leagueId: number): Promise<string | null> {
    return (await findConnection(this.options.db, leagueId, PROVIDER))?.providerLeagueKey ?? null;
  }

  private async requireFollowed(leagueId: number): Promise<string> {
    const key = await this.followedLeagueKey(leagueId);
    if (!key)
      throw new ProviderError(
        'not_connected',
        'No Sleeper league is followed yet. The commissioner can follow one in Settings, by its league id.',
      );
    return key;
  }

  /**
   * A league by its id; Sleeper's null (no such league) is told as such. `call.namedByUser`:
   * it is the league the commissioner typed or follows, so Sleeper's 404 is theirs to check.
   */
  private league(leagueId: number, leagueKey: string, call: SleeperCallOptions = {}): Promise<SleeperLeague> {
    return this.cached(
      leagueId,
      `/league/${leagueKey}`,
      CACHE_TTL.leagueMs,
      (json) => {
        if (json === null)
          throw new ProviderError(
            'bad_request',
            `Sleeper has no league ${leagueKey}. Check the league id: it is the long number in the league's Sleeper address.`,
          );
        return parseLeague(json);
      },
      call,
    );
  }

  /**
   * A season's league while walking the chain back: the first is the followed league (its
   * absence is an error); an earlier season Sleeper answers null for ends the chain. An
   * earlier one Sleeper fails to answer (a 404 page, a 5xx) is Sleeper's failure, never the
   * commissioner's: they typed only the first.
   */
  private async previousSeasonLeague(leagueId: number, key: string, first: boolean): Promise<SleeperLeague | null> {
    try {
      return await this.league(leagueId, key, { namedByUser: first });
    } catch (error) {
      if (!first && error instanceof ProviderError && error.kind === 'bad_request') return null;
      throw error;
    }
  }

  private nflState(leagueId: number): Promise<NflState> {
    return this.cached(leagueId, '/state/nfl', CACHE_TTL.stateMs, parseNflState);
  }

  /**
   * The same roster in another season's league: a roster keeps its id across seasons. Newer
   * seasons are found from the followed league down, older ones from the team's league.
   */
  private async teamInSeason(
    leagueId: number,
    value: string,
    season: number | undefined,
  ): Promise<{ leagueKey: string; rosterId: number }> {
    const match = /^(\d+)\.t\.(\d+)$/.exec(value);
    if (!match) throw new ProviderError('bad_request', `“${value}” is not a Sleeper team key (league id.t.roster id)`);
    const [, leagueKey, roster] = match as unknown as [string, string, string];
    const rosterId = Number(roster);
    if (season === undefined) return { leagueKey, rosterId };
    const starts = [await this.followedLeagueKey(leagueId), leagueKey].filter((key): key is string => Boolean(key));
    for (const start of starts) {
      let key: string | null = start;
      for (let step = 0; key && step < MAX_CHAIN; step++) {
        const league = await this.previousSeasonLeague(leagueId, key, step === 0);
        if (!league || league.season < season) break;
        if (league.season === season) return { leagueKey: league.leagueId, rosterId };
        key = league.previousLeagueId;
      }
    }
    throw new ProviderError('bad_request', `Sleeper has no ${season} season of league ${leagueKey}`);
  }

  /** Whether a week is over, the one under way, or still ahead, for this season's league. */
  private async weekTiming(leagueId: number, leagueKey: string, week: number): Promise<WeekTiming> {
    const [league, state] = await Promise.all([this.league(leagueId, leagueKey), this.nflState(leagueId)]);
    return weekTiming(league, state, week);
  }

  // ── teams, matchups, keepers ────────────────────────────────────────────────────────────

  private rosters(leagueId: number, leagueKey: string): Promise<SleeperRoster[]> {
    return this.cached(leagueId, `/league/${leagueKey}/rosters`, CACHE_TTL.leagueMs, parseRosters);
  }

  /** Rosters with their owners: a team is named by its owner's team name, else the owner's display name. */
  private async teamsOf(leagueId: number, leagueKey: string): Promise<Team[]> {
    await this.league(leagueId, leagueKey);
    const [rosters, users] = await Promise.all([
      this.rosters(leagueId, leagueKey),
      this.cached(leagueId, `/league/${leagueKey}/users`, CACHE_TTL.leagueMs, parseLeagueUsers),
    ]);
    const byId = new Map(users.map((user) => [user.userId, user]));
    const teams = [...rosters]
      .sort((a, b) => a.rosterId - b.rosterId)
      .map((roster) => {
        const owner = roster.ownerId ? byId.get(roster.ownerId) : undefined;
        // Names by the names rule (docs/sleeper.md §4): cut to a team name's length, without
        // the characters a name may not hold; teams named alike are suffixed below.
        const manager = cleanProviderName(owner?.displayName ?? '', TEAM_NAME_MAX_LENGTH);
        const name =
          cleanProviderName(owner?.teamName ?? '', TEAM_NAME_MAX_LENGTH) || manager || `Team ${roster.rosterId}`;
        const logoUrl =
          owner?.teamAvatar ?? (owner?.avatar ? `https://sleepercdn.com/avatars/thumbs/${owner.avatar}` : null);
        return { rosterId: roster.rosterId, name, manager, logoUrl };
      });
    return suffixRepeatedNames(teams, TEAM_NAME_MAX_LENGTH);
  }

  private async matchups(
    leagueId: number,
    leagueKey: string,
    week: number,
    timing: WeekTiming,
  ): Promise<SleeperMatchupEntry[]> {
    if (!Number.isInteger(week) || week < 1 || week > 18)
      throw new ProviderError('bad_request', `Week ${week} is not an NFL week (1 to 18)`);
    const ttl = timing === 'over' ? CACHE_TTL.pastWeekMs : CACHE_TTL.currentWeekMs;
    return this.cached(leagueId, matchupsPath(leagueKey, week), ttl, parseMatchups);
  }

  /** The season's draft: the league's draft_id, else the season's of its drafts; null when it has none. */
  private async seasonDraft(leagueId: number, league: SleeperLeague): Promise<SleeperDraft | null> {
    const drafts = await this.cached(leagueId, `/league/${league.leagueId}/drafts`, CACHE_TTL.leagueMs, (json) => {
      return requireArray(json, 'list of drafts', SLEEPER_LIMITS.drafts).map(parseDraft);
    });
    return (
      drafts.find((draft) => draft.draftId === league.draftId) ??
      drafts.find((draft) => draft.season === league.season) ??
      drafts[0] ??
      null
    );
  }

  /** The season's draft picks marked is_keeper, named from the pick (else our player list). */
  private async keepers(
    leagueId: number,
    league: SleeperLeague,
    draft: SleeperDraft | null,
  ): Promise<SeasonExtras['keepers']> {
    const draftId = league.draftId ?? draft?.draftId;
    if (!draftId) return [];
    const picks = (await this.cached(leagueId, `/draft/${draftId}/picks`, CACHE_TTL.leagueMs, parseDraftPicks)).filter(
      (pick) => pick.isKeeper,
    );
    if (picks.length === 0) return [];
    const slots =
      picks.some((pick) => pick.rosterId === null) && !draft?.slotToRosterId.size
        ? (await this.cached(leagueId, `/draft/${draftId}`, CACHE_TTL.leagueMs, parseDraft)).slotToRosterId
        : (draft?.slotToRosterId ?? new Map<number, number>());
    const unnamed = picks.filter((pick) => !pick.name).map((pick) => pick.playerId);
    if (unnamed.length > 0) await this.playerStore.ensureFresh();
    const known = await this.playerStore.players(unnamed);
    return picks.flatMap((pick: SleeperDraftPick) => {
      const rosterId = pick.rosterId ?? (pick.draftSlot !== null ? slots.get(pick.draftSlot) : undefined);
      const name = pick.name ?? known.get(pick.playerId)?.fullName;
      if (rosterId === undefined || !name) return [];
      return [{ name: cleanProviderName(name, MAX_NAME_LENGTH), teamKey: teamKey(league.leagueId, rosterId) }];
    });
  }

  /**
   * The round each player was drafted in this season's draft (its picks, read once for the
   * keepers too), named as the rosters name him: a pick without a name in its metadata takes
   * the player list's (docs/sleeper.md §6).
   */
  private async draftedRounds(
    leagueId: number,
    league: SleeperLeague,
    draft: SleeperDraft | null,
  ): Promise<NonNullable<SeasonExtras['draftedRounds']>> {
    const draftId = league.draftId ?? draft?.draftId;
    if (!draftId) return [];
    const picks = await this.cached(leagueId, `/draft/${draftId}/picks`, CACHE_TTL.leagueMs, parseDraftPicks);
    const unnamed = picks.filter((pick) => !pick.isKeeper && !pick.name).map((pick) => pick.playerId);
    if (unnamed.length > 0) await this.playerStore.ensureFresh();
    const known = await this.playerStore.players(unnamed);
    return draftedRoundsOf(picks, (pick) => {
      const name = pick.name ?? known.get(pick.playerId)?.fullName;
      return name ? cleanProviderName(name, MAX_NAME_LENGTH) : null;
    });
  }

  // ── calls ───────────────────────────────────────────────────────────────────────────────

  /**
   * One answer, cached per league (one league's answers are never another's), parsed once; its
   * call takes the league's turn at Sleeper (docs/sleeper.md §7).
   */
  private cached<T extends NonNullable<unknown>>(
    leagueId: number,
    path: string,
    ttlMs: number,
    parse: (json: unknown) => T,
    call: SleeperCallOptions = {},
  ): Promise<T> {
    return this.cache.get(
      `${leagueId}|${path}`,
      async () => {
        const json = await inCallShare(leagueShare(leagueId), () => this.client.get(path, call));
        try {
          return parse(json);
        } catch (error) {
          if (error instanceof SleeperShapeError)
            throw new ProviderError('bad_response', `Sleeper's answer to ${path} could not be read: ${error.message}`);
          throw error;
        }
      },
      // A finished season's league does not change.
      (value) => (isFinishedLeague(value) ? CACHE_TTL.finishedLeagueMs : ttlMs),
    );
  }
}

/**
 * Whether the season's own draft is over (docs/sleeper.md §6): once its draft says complete,
 * or, for a league without a draft we can read, once the league is past drafting.
 */
function settledDraftYears(league: SleeperLeague, draft: SleeperDraft | null): number[] {
  const done = draft ? draft.status === 'complete' : league.status === 'in_season' || league.status === 'complete';
  return done ? [league.season] : [];
}

/** The season's own draft's order of every round (docs/sleeper.md §6), as the league's team keys. */
function seasonDraftOrder(
  league: SleeperLeague,
  draft: SleeperDraft | null,
  rosters: SleeperRoster[],
  rounds: number | null,
): NonNullable<SeasonExtras['draftOrder']> {
  // Another year's draft (a league's drafts may hold one) orders another year's picks.
  if (!draft || (draft.season !== null && draft.season !== league.season)) return [];
  return draftPositions(draft, rosters, Math.min(MAX_DRAFT_ROUND, rounds ?? MAX_DRAFT_ROUND)).map(
    ({ round, rosterId, position }) => ({
      year: league.season,
      round,
      originalTeamKey: teamKey(league.leagueId, rosterId),
      position,
    }),
  );
}

/**
 * Each roster's FAAB of the season: the league's budget and what the roster spent of it
 * (`settings.waiver_budget_used`). A league without a budget runs no FAAB: none is reported,
 * so the import leaves the league's balances as they are (docs/sleeper.md §6).
 */
function faabOf(leagueKey: string, budget: number | null, rosters: SleeperRoster[]): SeasonExtras['faab'] {
  if (budget === null) return [];
  return rosters
    .map((roster) => ({ teamKey: teamKey(leagueKey, roster.rosterId), budget, used: roster.waiverBudgetUsed }))
    .sort((a, b) => a.teamKey.localeCompare(b.teamKey, 'en', { numeric: true }));
}

function isFinishedLeague(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Partial<SleeperLeague>).status === 'complete';
}

const matchupsPath = (leagueKey: string, week: number) => `/league/${leagueKey}/matchups/${week}`;

export const teamKey = (leagueKey: string, rosterId: number) => `${leagueKey}.t.${rosterId}`;

/** Sleeper fills an empty starting slot with "0". */
const isPlayer = (playerId: string) => playerId !== '0' && playerId !== '';

/**
 * A Sleeper player id as our numeric player id (docs/sleeper.md §4): its digits when numeric;
 * a team defence ("DEN") 900000 + its index in our NFL team list; anything else a stable
 * number from 990000 up, from its characters.
 */
export function numericPlayerId(playerId: string): number {
  if (/^\d{1,9}$/.test(playerId)) return Number(playerId);
  const team = canonicalNflTeam(playerId);
  if (team) return DEFENCE_ID_BASE + NFL_TEAMS.indexOf(team);
  let hash = 0;
  for (const character of playerId) hash = (hash * 31 + character.charCodeAt(0)) % 9000;
  return 990_000 + hash;
}

function summary(league: SleeperLeague, isFollowed: boolean): ProviderLeagueSummary {
  return {
    leagueKey: league.leagueId,
    name: league.name,
    season: league.season,
    numTeams: league.totalRosters,
    isFollowed,
  };
}
