// The first element of every TanStack Query key, per API resource. Remotes build their own
// keys under these roots, so one remote can refresh what another shows (an accepted trade
// refreshes players, picks, balls and FAAB) without copying strings between remotes.
export const queryRoots = {
  league: 'league',
  teams: 'teams',
  standings: 'standings',
  matchups: 'matchups',
  schedule: 'schedule',
  players: 'players',
  picks: 'picks',
  pingPongBalls: 'ping-pong-balls',
  trades: 'trades',
  faab: 'faab',
  members: 'members',
  keepers: 'keepers',
  yahoo: 'yahoo',
  provider: 'provider',
  leagues: 'leagues',
  notifications: 'notifications',
  activity: 'activity',
} as const;

export type QueryRoot = (typeof queryRoots)[keyof typeof queryRoots];
