/**
 * Yahoo's JSON shapes, exactly: resources are arrays ([0] metadata, [1..] sub-resources),
 * collections are objects keyed "0".."n-1" plus "count", a collection inside a sub-resource
 * is wrapped in "0", team and player metadata are arrays of single-key objects with empty
 * [] placeholders, and scalars mix strings and numbers the way Yahoo's do.
 */
import {
  FAKE_TEAMS,
  type FakeLeague,
  type FakePlayer,
  fullName,
  LOGIN_GUID,
  LOGIN_TEAM_ID,
  type RosterEntry,
  weekStats,
} from 'shared-demo-league';

type Json = unknown;

export function envelope(uri: string, root: string, value: Json): Json {
  return {
    fantasy_content: {
      'xml:lang': 'en-US',
      'yahoo:uri': uri,
      [root]: value,
      time: '12.34ms',
      copyright: 'Data provided by the fake Yahoo (a test double)',
      refresh_rate: '60',
    },
  };
}

export function collection(singular: string, items: Json[]): Record<string, Json> {
  const result: Record<string, Json> = {};
  items.forEach((item, index) => {
    result[String(index)] = { [singular]: item };
  });
  result.count = items.length;
  return result;
}

export function leagueMetadata(league: FakeLeague): Json {
  return {
    league_key: league.leagueKey,
    league_id: league.leagueId,
    name: league.name,
    url: `https://football.fantasysports.yahoo.com/f1/${league.leagueId}`,
    logo_url: false,
    draft_status: 'postdraft',
    num_teams: FAKE_TEAMS.length,
    edit_key: String(league.currentWeek),
    weekly_deadline: '',
    league_update_timestamp: '1731400000',
    scoring_type: 'head',
    league_type: 'private',
    renew: league.renew,
    renewed: '',
    iris_group_chat_id: '',
    short_invitation_url: '',
    allow_add_to_dl_extra_pos: 1,
    is_pro_league: '0',
    is_cash_league: '0',
    // Yahoo answers the current week as a number in some leagues and a string in others.
    current_week: league.season === 2024 ? String(league.currentWeek) : league.currentWeek,
    start_week: '1',
    start_date: `${league.season}-09-04`,
    end_week: String(league.endWeek),
    end_date: `${league.season + 1}-01-05`,
    is_finished: league.isFinished ? 1 : undefined,
    game_code: 'nfl',
    season: String(league.season),
  };
}

export function gameMetadata(league: FakeLeague): Json {
  return {
    game_key: league.gameKey,
    game_id: league.gameKey,
    name: 'Football',
    code: 'nfl',
    type: 'full',
    url: 'https://football.fantasysports.yahoo.com/f1',
    season: String(league.season),
    is_registration_over: 1,
    is_game_over: league.isFinished ? 1 : 0,
    is_offseason: 0,
  };
}

export function teamKey(league: FakeLeague, teamId: number): string {
  return `${league.leagueKey}.t.${teamId}`;
}

/** team[0]: single-key objects, placeholders where Yahoo has nothing to say. */
export function teamMetadata(league: FakeLeague, teamId: number): Json[] {
  const team = FAKE_TEAMS[teamId - 1]!;
  const isLogin = teamId === LOGIN_TEAM_ID;
  const manager: Record<string, string> = {
    manager_id: String(teamId),
    nickname: team.manager,
    guid: isLogin ? LOGIN_GUID : `FAKEGUID00000000${String(teamId).padStart(2, '0')}`,
  };
  // Yahoo includes these two only when they are true.
  if (isLogin) {
    manager.is_commissioner = '1';
    manager.is_current_login = '1';
  }
  return [
    { team_key: teamKey(league, teamId) },
    { team_id: String(teamId) },
    { name: team.name },
    isLogin ? { is_owned_by_current_login: 1 } : [],
    { url: `https://football.fantasysports.yahoo.com/f1/${league.leagueId}/${teamId}` },
    {
      team_logos: [{ team_logo: { size: 'large', url: `https://s.yimg.com/cv/apiv2/default/nfl/nfl_${teamId}.png` } }],
    },
    [],
    [],
    { waiver_priority: ((teamId * 5) % 12) + 1 },
    { faab_balance: String(100 - teamId * 5) },
    { number_of_moves: teamId * 3 },
    { number_of_trades: teamId % 3 === 0 ? '1' : 0 },
    { roster_adds: { coverage_type: 'week', coverage_value: String(league.currentWeek), value: '0' } },
    [],
    { league_scoring_type: 'head' },
    [],
    [],
    { has_draft_grade: 0 },
    [],
    [],
    { managers: [{ manager }] },
  ];
}

/** player[0]: the injury entries and the headshot shift every field after them. */
export function playerMetadata(league: FakeLeague, player: FakePlayer): Json[] {
  const isDefense = player.position === 'DEF';
  const entries: Json[] = [
    { player_key: `${league.gameKey}.p.${player.id}` },
    { player_id: String(player.id) },
    {
      name: {
        full: fullName(player),
        first: player.first,
        last: player.last,
        ascii_first: player.first,
        ascii_last: player.last,
      },
    },
  ];
  if (player.injury) {
    entries.push({ status: player.injury.status, status_full: player.injury.statusFull });
    entries.push({ injury_note: player.injury.note });
  }
  entries.push(
    { editorial_player_key: `nfl.p.${player.id}` },
    { editorial_team_key: `nfl.t.${player.nfl.id}` },
    { editorial_team_full_name: player.nfl.fullName },
    { editorial_team_abbr: player.nfl.abbr },
    { editorial_team_url: `https://sports.yahoo.com/nfl/teams/${player.nfl.abbr.toLowerCase()}/` },
    { bye_weeks: { week: String(player.nfl.bye) } },
    { is_keeper: { status: false, cost: false, kept: false } },
    // A team defense wears no number.
    { uniform_number: isDefense ? false : String(player.uniform) },
    { display_position: player.positions.join(',') },
    {
      headshot: { url: `https://s.yimg.com/iu/api/res/1.2/${player.id}.png`, size: 'small' },
      image_url: `https://s.yimg.com/iu/api/res/1.2/${player.id}.png`,
    },
    { is_undroppable: '0' },
    { position_type: isDefense ? 'DT' : player.position === 'K' ? 'K' : 'O' },
    { primary_position: player.position },
    { eligible_positions: player.positions.map((position) => ({ position })) },
    [],
    [],
  );
  return entries;
}

export function selectedPosition(entry: RosterEntry, week: number): Json {
  return {
    selected_position: [
      { coverage_type: 'week', week: String(week) },
      { position: entry.slot },
      { is_flex: entry.isFlex ? 1 : 0 },
    ],
  };
}

/** Player-level stats and points keep their coverage under "0"; values are strings. */
export function playerStatsAndPoints(league: FakeLeague, player: FakePlayer, week: number): Json {
  const line = weekStats(league, player, week);
  return {
    player_stats: {
      '0': { coverage_type: 'week', week: String(week) },
      stats: line.stats.map(({ statId, value }) => ({ stat: { stat_id: String(statId), value: String(value) } })),
    },
    player_points: { '0': { coverage_type: 'week', week: String(week) }, total: line.points.toFixed(2) },
  };
}

export function roster(league: FakeLeague, entries: RosterEntry[], week: number, withStats: boolean): Json {
  const players = entries.map((entry) => {
    const player: Json[] = [playerMetadata(league, entry.player), selectedPosition(entry, week)];
    if (withStats) player.push(playerStatsAndPoints(league, entry.player, week));
    return player;
  });
  return {
    roster: {
      coverage_type: 'week',
      week: String(week),
      is_prescoring: week > league.currentWeek ? 1 : 0,
      is_editable: 0,
      '0': { players: collection('player', players) },
    },
  };
}
