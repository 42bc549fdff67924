import {
  idList,
  isObject,
  number,
  requireArray,
  requireCount,
  requireObject,
  requireText,
  SLEEPER_LIMITS,
  text,
} from './shape';

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

const AVATAR_ID = /^[A-Za-z0-9]{1,64}$/;
/** A team picture: an https address of a sensible length, with no space or control character. */
const TEAM_PICTURE = /^https:\/\/[^\s\p{Cc}]{1,2040}$/u;

/** `/league/<id>/rosters`. */
export function parseRosters(json: unknown): SleeperRoster[] {
  return requireArray(json, 'list of rosters', SLEEPER_LIMITS.rosters).map((item) => {
    const roster = requireObject(item, 'roster');
    const settings = isObject(roster.settings) ? roster.settings : {};
    return {
      rosterId: requireCount(roster, 'roster_id', 'roster'),
      ownerId: text(roster.owner_id) || null,
      players: idList(roster.players, "roster's players"),
      starters: idList(roster.starters, "roster's starters"),
      reserve: idList(roster.reserve, "roster's reserve"),
      waiverBudgetUsed: number(settings.waiver_budget_used) ?? 0,
    };
  });
}

/** `/league/<id>/users`. */
export function parseLeagueUsers(json: unknown): SleeperLeagueUser[] {
  return requireArray(json, 'list of league users', SLEEPER_LIMITS.leagueUsers).map((item) => {
    const user = requireObject(item, 'league user');
    const metadata = isObject(user.metadata) ? user.metadata : {};
    const teamAvatar = text(metadata.avatar);
    const avatar = text(user.avatar);
    return {
      userId: requireText(user, 'user_id', 'league user'),
      displayName: text(user.display_name) || text(user.username) || 'Sleeper user',
      teamName: text(metadata.team_name)?.trim() || null,
      // An avatar id goes into sleepercdn's address: letters and digits only.
      avatar: avatar && AVATAR_ID.test(avatar) ? avatar : null,
      teamAvatar: teamAvatar && TEAM_PICTURE.test(teamAvatar) ? teamAvatar : null,
    };
  });
}
