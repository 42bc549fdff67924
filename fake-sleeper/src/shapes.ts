/**
 * Sleeper's JSON answers, built from the fake's leagues: the fields Sleeper sends (many more
 * than we read), ids as strings, seasons as strings, roster ids as numbers (and a draft pick's
 * roster_id as a string where Sleeper sends one), and null where Sleeper leaves a value out.
 */
import {
  DEMO_SLEEPER_USER,
  draftedPlayers,
  fakeDraftSlot,
  FAKE_NFL_STATE,
  FAKE_SLEEPER_LEAGUES,
  FAKE_SLEEPER_USERS,
  type FakeSleeperLeague,
  type FakeSleeperUser,
  fakeFinalPlayers,
  fakeLeague,
  fakePairings,
  fakeRoster,
  fakeRosterPoints,
  fakeStandings,
  fakeWaiverBudget,
  fakeWaiverBudgetUsed,
  playerCents,
  rosterIds,
  scoredWeeks,
  weekState,
} from './leagues';
import { FAKE_SLEEPER_PLAYERS } from './players';

type Json = unknown;

/** Sleeper's timestamps are milliseconds; the fake's are fixed so answers never change. */
const SEASON_START_MS: Record<string, number> = {
  '2020': 1_599_696_000_000,
  '2024': 1_725_494_400_000,
  '2025': 1_756_944_000_000,
};
const WEEK_MS = 7 * 24 * 60 * 60_000;

/** The league's draft rounds: its own, else a pick for every lineup and bench spot. */
const draftRounds = (league: FakeSleeperLeague) => league.draftRounds ?? league.starters.length + league.bench.length;

export function nflState(): Json {
  return { ...FAKE_NFL_STATE };
}

export function user(nameOrId: string): Json {
  const wanted = nameOrId.toLowerCase();
  const found = FAKE_SLEEPER_USERS.find((candidate) => candidate.user_id === nameOrId || candidate.username === wanted);
  if (!found) return null;
  return { ...found, is_bot: false, metadata: {} };
}

export function userLeagues(userId: string, season: string): Json {
  const index = FAKE_SLEEPER_USERS.findIndex((candidate) => candidate.user_id === userId);
  if (index < 0) return [];
  return FAKE_SLEEPER_LEAGUES.filter((league) => league.season === season && league.owners.includes(index)).map(league);
}

export function league(league: FakeSleeperLeague): Json {
  const teams = league.owners.length;
  return {
    total_rosters: teams,
    status: league.status,
    sport: 'nfl',
    shard: 417,
    settings: {
      best_ball: 0,
      bench_lock: 0,
      capacity_override: 0,
      daily_waivers: 0,
      daily_waivers_hour: 0,
      disable_adds: 0,
      disable_trades: 0,
      draft_rounds: draftRounds(league),
      leg: league.currentWeek ?? league.lastWeek,
      last_report: league.currentWeek === null ? league.lastWeek : league.currentWeek - 1,
      last_scored_leg: league.currentWeek === null ? league.lastWeek : league.currentWeek - 1,
      league_average_match: 0,
      max_keepers: 3,
      num_teams: teams,
      offseason_adds: 0,
      pick_trading: 1,
      playoff_round_type: 0,
      playoff_seed_type: 0,
      playoff_teams: 6,
      playoff_type: 0,
      playoff_week_start: league.playoffWeekStart,
      reserve_allow_out: 1,
      reserve_slots: 1,
      start_week: 1,
      taxi_slots: 0,
      trade_deadline: 11,
      type: league.name.includes('Dynasty') ? 2 : 1,
      ...(fakeWaiverBudget(league) === null ? {} : { waiver_budget: fakeWaiverBudget(league) }),
      waiver_clear_days: 1,
      waiver_day_of_week: 2,
      waiver_type: 2,
    },
    season_type: 'regular',
    season: league.season,
    scoring_settings: {
      pass_yd: 0.04,
      pass_td: 4,
      pass_int: -1,
      rush_yd: 0.1,
      rush_td: 6,
      rec: 0.5,
      rec_yd: 0.1,
      rec_td: 6,
      fum_lost: -2,
      fgm_0_19: 3,
      fgm_50p: 5,
      xpm: 1,
      def_td: 6,
      sack: 1,
      int: 2,
    },
    roster_positions: league.rosterPositions,
    previous_league_id: league.previousLeagueId,
    name: league.name,
    metadata: { auto_continue: 'on', keeper_deadline: '0' },
    loser_bracket_id: null,
    league_id: league.leagueId,
    last_read_id: null,
    last_message_time: SEASON_START_MS[league.season]! + 10 * WEEK_MS,
    group_id: null,
    draft_id: league.draftId,
    company_id: null,
    bracket_id: null,
    avatar: null,
  };
}

/** Leagues by id, null for an unknown one (Sleeper answers 200 with null). */
export function leagueById(leagueId: string): Json {
  const found = fakeLeague(leagueId);
  return found ? league(found) : null;
}

function ownerOf(league: FakeSleeperLeague, rosterId: number): FakeSleeperUser | null {
  const index = league.owners[rosterId - 1];
  return index === null || index === undefined ? null : FAKE_SLEEPER_USERS[index]!;
}

export function rosters(league: FakeSleeperLeague): Json {
  const standings = new Map(fakeStandings(league.leagueId).map((row) => [row.rosterId, row]));
  const played = scoredWeeks(league).length;
  return rosterIds(league).map((rosterId) => {
    const roster = fakeRoster(league.leagueId, rosterId);
    const row = standings.get(rosterId)!;
    const whole = (points: number) => Math.floor(points);
    const decimal = (points: number) => Math.round((points - Math.floor(points)) * 100);
    return {
      taxi: null,
      starters: roster.starters,
      settings: {
        wins: row.wins,
        waiver_position: ((rosterId * 5) % league.owners.length) + 1,
        waiver_budget_used: fakeWaiverBudgetUsed(league, rosterId),
        total_moves: (rosterId * 3) % 17,
        ties: row.ties,
        losses: row.losses,
        fpts: whole(row.pointsFor),
        fpts_decimal: decimal(row.pointsFor),
        fpts_against: whole(row.pointsAgainst),
        fpts_against_decimal: decimal(row.pointsAgainst),
        ppts: whole(row.pointsFor) + played * 10,
        ppts_decimal: 0,
        division: 0,
      },
      roster_id: rosterId,
      reserve: roster.reserve.length > 0 ? roster.reserve : null,
      // Sleeper's rosters are the ones the season ended with (or has now).
      players: fakeFinalPlayers(league.leagueId, rosterId),
      player_map: null,
      owner_id: ownerOf(league, rosterId)?.user_id ?? null,
      metadata: { record: 'W'.repeat(row.wins) + 'L'.repeat(row.losses), streak: row.wins > row.losses ? '2W' : '1L' },
      league_id: league.leagueId,
      keepers: null,
      co_owners: null,
    };
  });
}

export function leagueUsers(league: FakeSleeperLeague): Json {
  return league.owners.flatMap((index) => {
    if (index === null) return [];
    const member = FAKE_SLEEPER_USERS[index]!;
    const teamName = league.teamNames[index];
    const teamAvatar = league.teamAvatars[index];
    return [
      {
        user_id: member.user_id,
        settings: null,
        metadata: {
          ...(teamName ? { team_name: teamName } : {}),
          ...(teamAvatar ? { avatar: teamAvatar } : {}),
          allow_pn: 'on',
          mention_pn: 'on',
        },
        league_id: league.leagueId,
        is_owner: member.user_id === DEMO_SLEEPER_USER.user_id ? true : null,
        is_bot: false,
        display_name: member.display_name,
        avatar: member.avatar,
      },
    ];
  });
}

export function matchups(league: FakeSleeperLeague, week: number): Json {
  // Every roster has an entry each week of the season; one without a game (a playoff bye, a
  // team out, a bracket not set yet) has matchup_id null, as Sleeper answers.
  if (week < 1 || week > league.lastWeek) return [];
  const pairs = fakePairings(league.leagueId, week);
  const matchupOf = new Map<number, number>();
  pairs.forEach(([a, b], index) => {
    matchupOf.set(a, index + 1);
    matchupOf.set(b, index + 1);
  });
  const ahead = weekState(league, week) === 'ahead';
  return rosterIds(league).map((rosterId) => {
    const roster = fakeRoster(league.leagueId, rosterId);
    const cents = (id: string) => (id === '0' ? 0 : playerCents(league, id, week));
    return {
      starters_points: roster.starters.map((id) => cents(id) / 100),
      starters: roster.starters,
      roster_id: rosterId,
      points: fakeRosterPoints(league.leagueId, rosterId, week),
      // Sleeper sends an empty map for a week not played yet, and none at all for 2020's weeks.
      ...(league.sendsPlayersPoints
        ? { players_points: ahead ? {} : Object.fromEntries(roster.players.map((id) => [id, cents(id) / 100])) }
        : {}),
      players: roster.players,
      matchup_id: matchupOf.get(rosterId) ?? null,
      custom_points: null,
    };
  });
}

export function transactions(league: FakeSleeperLeague, week: number): Json {
  const lastPlayed = league.currentWeek ?? league.lastWeek;
  if (week < 1 || week > lastPlayed) return [];
  const created = SEASON_START_MS[league.season]! + (week - 1) * WEEK_MS + 2 * 24 * 60 * 60_000;
  const freeAgents = Object.values(FAKE_SLEEPER_PLAYERS).filter((player) => player.team === null);
  const claims = rosterIds(league)
    .filter((rosterId) => (league.waiverBudgetUsed[rosterId - 1] ?? 0) > 0 && ((rosterId * 3) % 10) + 1 === week)
    .map((rosterId) => {
      const added = freeAgents[(rosterId * 13 + Number(league.season)) % freeAgents.length]!.player_id;
      return {
        waiver_budget: [],
        type: 'waiver',
        transaction_id: `${league.leagueId.slice(0, 12)}${String(week).padStart(3, '0')}${String(rosterId).padStart(4, '0')}`,
        status_updated: created + 3_600_000,
        status: 'complete',
        settings: { waiver_bid: league.waiverBudgetUsed[rosterId - 1] },
        roster_ids: [rosterId],
        metadata: null,
        leg: week,
        drops: null,
        draft_picks: [],
        creator: ownerOf(league, rosterId)?.user_id ?? null,
        created,
        consenter_ids: [rosterId],
        adds: { [added]: rosterId },
      };
    });
  const trade = league.tradedPicks.find((pick) => pick.previous_owner_id !== pick.roster_id);
  const trades =
    trade && week === 5
      ? [
          {
            waiver_budget: [{ sender: trade.owner_id, receiver: trade.previous_owner_id, amount: 10 }],
            type: 'trade',
            transaction_id: `${league.leagueId.slice(0, 12)}0050000`,
            status_updated: created,
            status: 'complete',
            settings: null,
            roster_ids: [trade.previous_owner_id, trade.owner_id],
            metadata: null,
            leg: week,
            drops: null,
            draft_picks: [trade],
            creator: ownerOf(league, trade.owner_id)?.user_id ?? null,
            created,
            consenter_ids: [trade.previous_owner_id, trade.owner_id],
            adds: null,
          },
        ]
      : [];
  return [...trades, ...claims];
}

export function tradedPicks(league: FakeSleeperLeague): Json {
  return league.tradedPicks.map((pick) => ({ ...pick }));
}

export function draft(league: FakeSleeperLeague): Json {
  const teams = league.owners.length;
  const draftOrder: Record<string, number> = {};
  const slotToRosterId: Record<string, number> = {};
  league.draftSlots.forEach((slot, index) => {
    const rosterId = index + 1;
    slotToRosterId[String(slot)] = rosterId;
    const owner = ownerOf(league, rosterId);
    if (owner) draftOrder[owner.user_id] = slot;
  });
  const start = SEASON_START_MS[league.season]! - 10 * 24 * 60 * 60_000;
  return {
    type: league.draftType,
    status: 'complete',
    start_time: start,
    sport: 'nfl',
    settings: {
      teams,
      slots_wr: 2,
      slots_te: 1,
      slots_rb: 2,
      slots_qb: 1,
      slots_k: 1,
      slots_flex: 1,
      slots_def: 1,
      slots_bn: league.bench.length,
      rounds: draftRounds(league),
      reversal_round: league.reversalRound,
      pick_timer: 120,
      nomination_timer: 60,
      cpu_autopick: 1,
      alpha_sort: 0,
    },
    season_type: 'regular',
    season: league.season,
    metadata: { scoring_type: 'half_ppr', name: league.name, description: '' },
    league_id: league.leagueId,
    last_picked: start + 3 * 3_600_000,
    last_message_time: start,
    last_message_id: null,
    draft_order: draftOrder,
    ...(league.sendsSlotToRosterId ? { slot_to_roster_id: slotToRosterId } : {}),
    draft_id: league.draftId,
    creators: [DEMO_SLEEPER_USER.user_id],
    created: start - 30 * 24 * 60 * 60_000,
  };
}

export function draftPicks(league: FakeSleeperLeague): Json {
  const teams = league.owners.length;
  const rounds = draftRounds(league);
  const rosterAtSlot = new Map(league.draftSlots.map((slot, index) => [slot, index + 1]));
  const drafted = new Map(rosterIds(league).map((rosterId) => [rosterId, draftedPlayers(league, rosterId)]));
  const picks: Json[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (let index = 1; index <= teams; index++) {
      const slot = fakeDraftSlot(league, round, index);
      const rosterId = rosterAtSlot.get(slot)!;
      const pick = drafted.get(rosterId)![round - 1];
      if (!pick) continue;
      const player = FAKE_SLEEPER_PLAYERS[pick.playerId]!;
      picks.push({
        round,
        roster_id: league.pickRosterIdAsString ? String(rosterId) : rosterId,
        player_id: pick.playerId,
        picked_by: ownerOf(league, rosterId)?.user_id ?? '',
        pick_no: (round - 1) * teams + index,
        metadata: {
          years_exp: String(player.years_exp ?? ''),
          team: player.team ?? '',
          status: player.status ?? '',
          sport: 'nfl',
          position: player.position,
          player_id: pick.playerId,
          number: String(player.number ?? ''),
          news_updated: String(player.news_updated ?? ''),
          last_name: player.last_name,
          injury_status: player.injury_status ?? '',
          first_name: player.first_name,
        },
        is_keeper: pick.isKeeper ? true : league.nonKeeperFlag,
        draft_slot: slot,
        draft_id: league.draftId,
      });
    }
  }
  return picks;
}

let playersText: string | null = null;
/** `/players/nfl` as text, built once (about 3 MB): the same bytes on every call. */
export function playersJson(): string {
  playersText ??= JSON.stringify(FAKE_SLEEPER_PLAYERS);
  return playersText;
}
