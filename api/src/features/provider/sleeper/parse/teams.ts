import { idList, isObject, number, requireArray, requireCount, requireObject, requireText, text } from './shape';

export type SleeperRoster = {
  rosterId: number;
  /** Null for a roster nobody owns (an orphan). */
  ownerId: string | null;
  players: string[];
  starters: string[];
  reserve: string[];
  waiverBudgetUsed: number;
};

export type SleeperLeagueUser = {
  userId: string;
  displayName: string;
  /** metadata.team_name; null when the manager never set one. */
  teamName: string | null;
  /** The user's avatar id (sleepercdn's thumbs) or null. */
  avatar: string | null;
  /** A team picture (metadata.avatar, a full address) or null. */
  teamAvatar: string | null;
};

/** `/league/<id>/rosters`. */
export function parseRosters(json: unknown): SleeperRoster[] {
  return requireArray(json, 'list of rosters').map((item) => {
    const roster = requireObject(item, 'roster');
    const settings = isObject(roster.settings) ? roster.settings : {};
    return {
      rosterId: requireCount(roster, 'roster_id', 'roster'),
      ownerId: text(roster.owner_id) || null,
      players: idList(roster.players),
      starters: idList(roster.starters),
      reserve: idList(roster.reserve),
      waiverBudgetUsed: number(settings.waiver_budget_used) ?? 0,
    };
  });
}

/** `/league/<id>/users`. */
export function parseLeagueUsers(json: unknown): SleeperLeagueUser[] {
  return requireArray(json, 'list of league users').map((item) => {
    const user = requireObject(item, 'league user');
    const metadata = isObject(user.metadata) ? user.metadata : {};
    const teamAvatar = text(metadata.avatar);
    return {
      userId: requireText(user, 'user_id', 'league user'),
      displayName: text(user.display_name) || text(user.username) || 'Sleeper user',
      teamName: text(metadata.team_name)?.trim() || null,
      avatar: text(user.avatar) || null,
      teamAvatar: teamAvatar && /^https:\/\//.test(teamAvatar) ? teamAvatar : null,
    };
  });
}
