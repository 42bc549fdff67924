/**
 * Answers in Yahoo's own shapes (the contract's captures, trimmed): placeholders, string
 * and number scalars, coverage under "0", a DEF, an injured player, a dual-position player.
 * Written by hand, independent of the fake, so a shared mistake cannot hide.
 */
const envelope = (uri: string, root: string, value: unknown) => ({
  fantasy_content: {
    'xml:lang': 'en-US',
    'yahoo:uri': uri,
    [root]: value,
    time: '22.67ms',
    copyright: '…',
    refresh_rate: '60',
  },
});

export const userLeaguesAnswer = envelope('/fantasy/v2/users;use_login=1/games;game_keys=nfl/leagues', 'users', {
  '0': {
    user: [
      { guid: 'BHVG6' },
      {
        games: {
          '0': {
            game: [
              { game_key: '449', game_id: '449', name: 'Football', code: 'nfl', season: '2024' },
              {
                leagues: {
                  '0': {
                    league: [
                      {
                        league_key: '449.l.751781',
                        league_id: '751781',
                        name: 'Harambe Memorial League',
                        logo_url: false,
                        num_teams: 12,
                        scoring_type: 'head',
                        renew: '423_71785',
                        current_week: '17',
                        start_week: '1',
                        end_week: '17',
                        is_finished: 1,
                        game_code: 'nfl',
                        season: '2024',
                      },
                    ],
                  },
                  count: 1,
                },
              },
            ],
          },
          '1': {
            game: [
              { game_key: '461', game_id: '461', name: 'Football', code: 'nfl', season: '2025' },
              {
                leagues: {
                  '0': {
                    league: [
                      {
                        league_key: '461.l.6288',
                        league_id: '6288',
                        name: 'Harambe Memorial League',
                        num_teams: '12',
                        renew: '449_751781',
                        current_week: 11,
                        end_week: 17,
                      },
                    ],
                  },
                  count: 1,
                },
              },
            ],
          },
          count: 2,
        },
      },
    ],
  },
  count: 1,
});

export const leagueTeamsAnswer = envelope('/fantasy/v2/league/461.l.6288/teams', 'league', [
  { league_key: '461.l.6288', league_id: '6288', num_teams: 12, current_week: 11, season: '2025' },
  {
    teams: {
      '0': {
        team: [
          [
            { team_key: '461.l.6288.t.1' },
            { team_id: '1' },
            { name: 'San Antonio Süpürs' },
            { is_owned_by_current_login: 1 },
            { url: '…' },
            { team_logos: [{ team_logo: { size: 'large', url: 'https://…jpg' } }] },
            [],
            [],
            { waiver_priority: 5 },
            { faab_balance: '45' },
            { number_of_moves: 64 },
            { number_of_trades: 0 },
            [],
            {
              managers: [
                {
                  manager: {
                    manager_id: '1',
                    nickname: 'Faruk',
                    guid: 'GBBD',
                    is_commissioner: '1',
                    is_current_login: '1',
                  },
                },
              ],
            },
          ],
        ],
      },
      '1': {
        team: [
          [
            { team_key: '461.l.6288.t.2' },
            { team_id: 2 },
            { name: 'Gotham City Knights' },
            [],
            { managers: [{ manager: { manager_id: '2', nickname: 'Bruce', guid: 'X' } }] },
          ],
        ],
      },
      count: 2,
    },
  },
]);

const hurts = [
  [
    { player_key: '461.p.32723' },
    { player_id: '32723' },
    { name: { full: 'Jalen Hurts', first: 'Jalen', last: 'Hurts', ascii_first: 'Jalen', ascii_last: 'Hurts' } },
    { editorial_player_key: 'nfl.p.32723' },
    { editorial_team_full_name: 'Philadelphia Eagles' },
    { editorial_team_abbr: 'Phi' },
    { bye_weeks: { week: '9' } },
    { uniform_number: '1' },
    { display_position: 'QB' },
    { is_undroppable: '0' },
    { position_type: 'O' },
    { primary_position: 'QB' },
    { eligible_positions: [{ position: 'QB' }] },
    [],
    [],
  ],
  { selected_position: [{ coverage_type: 'week', week: '11' }, { position: 'QB' }, { is_flex: 0 }] },
];
const hunter = [
  [
    { player_key: '461.p.41787' },
    { player_id: 41787 },
    { name: { full: 'Travis Hunter' } },
    { status: 'IR', status_full: 'Injured Reserve' },
    { injury_note: 'Knee' },
    { editorial_team_abbr: 'Jax' },
    { display_position: 'WR,CB' },
  ],
  { selected_position: [{ coverage_type: 'week', week: '11' }, { position: 'BN' }, { is_flex: 0 }] },
];
const detroit = [
  [
    { player_key: '461.p.100008' },
    { player_id: '100008' },
    { name: { full: 'Detroit', first: 'Detroit', last: '' } },
    { editorial_team_abbr: 'Det' },
    { uniform_number: false },
    { display_position: 'DEF' },
    [],
    { position_type: 'DT' },
  ],
  { selected_position: [{ coverage_type: 'week', week: '11' }, { position: 'DEF' }, { is_flex: '0' }] },
];
const flexBack = [
  [
    { player_key: '461.p.33000' },
    { player_id: '33000' },
    { name: { full: 'Nico Park' } },
    [],
    { editorial_team_abbr: 'KC' },
    { display_position: 'RB' },
  ],
  { selected_position: [{ coverage_type: 'week', week: '11' }, { position: 'W/R/T' }, { is_flex: 1 }] },
];

export const rosterAnswer = envelope('/fantasy/v2/team/461.l.6288.t.4/roster;week=11', 'team', [
  [
    { team_key: '461.l.6288.t.4' },
    { team_id: '4' },
    { name: 'Gotham City Knights' },
    [],
    { managers: [{ manager: { manager_id: '4', nickname: 'Bruce' } }] },
  ],
  {
    roster: {
      coverage_type: 'week',
      week: '11',
      is_prescoring: 0,
      is_editable: 0,
      '0': {
        players: {
          '0': { player: hurts },
          '1': { player: hunter },
          '2': { player: detroit },
          '3': { player: flexBack },
          count: 4,
        },
      },
    },
  },
]);

const score = (total: string | number, stats: Array<[string, string]>) => ({
  player_stats: {
    '0': { coverage_type: 'week', week: '11' },
    stats: stats.map(([stat_id, value]) => ({ stat: { stat_id, value } })),
  },
  player_points: { '0': { coverage_type: 'week', week: '11' }, total },
});

export const rosterStatsAnswer = envelope(
  '/fantasy/v2/team/461.l.6288.t.4/roster;week=11/players/stats;type=week;week=11',
  'team',
  [
    [{ team_key: '461.l.6288.t.4' }, [], { name: 'Gotham City Knights' }],
    {
      roster: {
        coverage_type: 'week',
        week: '11',
        '0': {
          players: {
            '0': {
              player: [
                ...hurts,
                score('8.58', [
                  ['4', '167'],
                  ['5', '1'],
                  ['6', '1'],
                  ['9', '-1'],
                ]),
              ],
            },
            '1': { player: [...hunter, score('0.00', [['11', '-']])] },
            '2': { player: [...detroit, score(12.5, [['32', '3']])] },
            count: 3,
          },
        },
      },
    },
  ],
);

export const emptyRosterAnswer = envelope('/fantasy/v2/team/461.l.6288.t.9/roster;week=1', 'team', [
  [{ team_key: '461.l.6288.t.9' }],
  { roster: { coverage_type: 'week', week: '1', '0': { players: [] } } },
]);

export const leaguePlayersStatsAnswer = envelope(
  '/fantasy/v2/league/449.l.751781/players;player_keys=449.p.7200/stats;type=week;week=1',
  'league',
  [
    { league_key: '449.l.751781', season: '2024' },
    {
      players: {
        '0': {
          player: [
            [
              { player_key: '449.p.7200' },
              { player_id: '7200' },
              { name: { full: 'Aaron Rodgers' } },
              { editorial_team_abbr: 'NYJ' },
              { display_position: 'QB' },
            ],
            score('8.58', [
              ['4', '167'],
              ['5', '1'],
              ['6', '1'],
              ['9', '-1'],
            ]),
          ],
        },
        count: 1,
      },
    },
  ],
);
