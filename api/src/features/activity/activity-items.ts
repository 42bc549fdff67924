import type { ActivityItem } from 'shared-contracts';
import { kindOfAction, TEAM_KEYS } from './activity-kinds';
import type { FeedEntry } from './activity-repository';

/** What the mapper knows of the league besides the entry: its teams' and users' names. */
export type FeedNames = { teams: Map<number, string>; users: Map<number, string | null> };

type Row = Record<string, unknown>;

const rowOf = (value: unknown): Row => (value !== null && typeof value === 'object' ? (value as Row) : {});
const numberAt = (row: Row, key: string): number | null => (typeof row[key] === 'number' ? row[key] : null);
const textAt = (row: Row, key: string): string | null => (typeof row[key] === 'string' ? row[key] : null);

/** A trade's teams beyond its two (a trade of three or four teams lists them all as `teamIds`). */
const teamListOf = (row: Row, key = 'teamIds'): number[] => {
  const list = row[key];
  return Array.isArray(list) ? list.filter((id): id is number => typeof id === 'number') : [];
};

/** Someone with no display name is "A member"; the system itself (no user) is "The league". */
function actorName(entry: FeedEntry): string | null {
  if (entry.userId === null) return null;
  return entry.displayName?.trim() || 'A member';
}

/** The rows an entry holds: after, before, and a proposal's trade (held under `trade` beside its items). */
function rowsOf(entry: FeedEntry): Row[] {
  const after = rowOf(entry.after);
  return [after, rowOf(entry.before), rowOf(after.trade)];
}

/** The ids of the league's teams the entry's rows name, in the order of TEAM_KEYS, once each. */
export function teamIdsOf(entry: FeedEntry, teams: Map<number, string>): number[] {
  const ids = new Set<number>();
  for (const row of rowsOf(entry)) {
    for (const key of TEAM_KEYS) {
      const id = numberAt(row, key);
      if (id !== null && teams.has(id)) ids.add(id);
    }
    for (const id of teamListOf(row)) if (teams.has(id)) ids.add(id);
  }
  return [...ids];
}

/**
 * An audit entry as the feed's item (docs/api.md §18). Only what any member may read goes
 * out: a display name and team names, never an email, a token or the rows themselves. The
 * sentence is written here, once for every client: the web shows it as it is (the first
 * view carries no wording of its own), and a later notification can send the same words.
 * Undefined for an entry the feed does not tell of.
 */
export function toActivityItem(entry: FeedEntry, names: FeedNames): ActivityItem | undefined {
  const kind = kindOfAction(entry.action);
  if (!kind) return undefined;
  const actor = actorName(entry);
  const who = actor ?? 'The league';
  const before = rowOf(entry.before);
  const after = rowOf(entry.after);
  // The row the sentence tells of: the proposal's trade, else the row after (before, for a removal).
  const row = entry.action === 'trade.propose' ? rowOf(after.trade) : entry.after === null ? before : after;
  const team = (id: number | null) => (id === null ? 'a team' : (names.teams.get(id) ?? 'a former team'));
  const pair = (a: string, b: string) => `${team(numberAt(row, a))} and ${team(numberAt(row, b))}`;
  // A trade of three or four teams names them all: "A, B and C".
  const tradeTeams = () => {
    const listed = teamListOf(row);
    if (listed.length <= 2) return pair('proposedByTeamId', 'proposedToTeamId');
    const named = listed.map((id) => team(id));
    return `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  };
  const trade = () => `the trade between ${tradeTeams()}`;
  const withTeam = (id: number | null) => (id === null || !names.teams.has(id) ? '' : ` (${team(id)})`);
  const year = numberAt(row, 'year');
  const season = numberAt(row, 'season');

  const text = ((): string => {
    switch (kind) {
      case 'trade.proposed':
        return `${who} proposed a trade between ${tradeTeams()}`;
      case 'trade.accepted':
        if (entry.action === 'trade.accept-part') {
          const accepted = teamListOf(after, 'acceptedTeamIds');
          return `${who} accepted ${trade()} for ${accepted.map((id) => team(id)).join(' and ')}`;
        }
        return `${who} accepted ${trade()}`;
      case 'trade.rejected':
        return `${who} rejected ${trade()}`;
      case 'trade.cancelled':
        return `${who} cancelled ${trade()}`;
      case 'trade.countered':
        return `${who} countered ${trade()}`;
      case 'trade.completed':
        return actor
          ? `${who} approved ${trade()}: its assets moved`
          : `The review of ${trade()} ended without a veto: its assets moved`;
      case 'trade.vetoed':
        if (entry.action === 'trade.disapprove') return `${who} rejected ${trade()} as commissioner`;
        return actor ? `${who} vetoed ${trade()}` : `The league vetoed ${trade()}`;
      case 'keeper.declared':
        return `${who} declared ${textAt(row, 'name') ?? 'a player'} a ${year} keeper${withTeam(numberAt(row, 'teamId'))}`;
      case 'keeper.released':
        return `${who} released ${textAt(row, 'name') ?? 'a player'} as a ${year} keeper${withTeam(numberAt(row, 'teamId'))}`;
      case 'lottery.opened':
        return `${who} opened the ${year} draft lottery`;
      case 'lottery.drawn':
        return `${who} drew the ${year} draft lottery`;
      case 'lottery.reset':
        return `${who} reset the ${year} draft lottery`;
      case 'import':
        if (entry.action === 'league.player-import') {
          const count = (numberAt(row, 'created') ?? 0) + (numberAt(row, 'updated') ?? 0);
          const seasons = Array.isArray(row.seasons) ? row.seasons.join(', ') : '';
          return `${who} imported ${count} ${count === 1 ? 'player' : 'players'} into the ${seasons} player book`;
        }
        return `${who} imported the ${season} season from the league's provider`;
      case 'rollover':
        return `${who} rolled the ${season} player book over into ${numberAt(row, 'nextSeason')}`;
      case 'member.joined':
        return `${who} joined the league${withTeam(numberAt(after, 'teamId'))}`;
      case 'member.left': {
        if (entry.action === 'member.leave') return `${who} left the league${withTeam(numberAt(before, 'teamId'))}`;
        const userId = numberAt(before, 'userId');
        const removed = (userId === null ? null : names.users.get(userId))?.trim() || 'a member';
        return `${who} removed ${removed} from the league${withTeam(numberAt(before, 'teamId'))}`;
      }
      case 'schedule.edited':
        if (entry.action === 'matchup.move')
          return `${who} moved the game between ${pair('homeTeamId', 'awayTeamId')} from week ${numberAt(before, 'week')} to week ${numberAt(after, 'week')}`;
        return `${who} changed the teams of a week ${numberAt(row, 'week')} game: now ${team(numberAt(row, 'homeTeamId'))} vs ${team(numberAt(row, 'awayTeamId'))}`;
      case 'pick.edited':
        return `${who} edited the ${year} round ${numberAt(row, 'round')} pick of ${team(numberAt(row, 'originalTeamId'))}, now held by ${team(numberAt(row, 'currentTeamId'))}`;
    }
  })();

  return {
    id: entry.id,
    kind,
    at: entry.createdAt.toISOString(),
    actor,
    teamIds: teamIdsOf(entry, names.teams),
    text,
  };
}

/** The users a page's removals name besides who made them: their display names are read too. */
export function namedUsers(entries: FeedEntry[]): number[] {
  const ids = entries
    .filter((entry) => entry.action === 'member.remove')
    .map((entry) => numberAt(rowOf(entry.before), 'userId'))
    .filter((id): id is number => id !== null);
  return [...new Set(ids)];
}
