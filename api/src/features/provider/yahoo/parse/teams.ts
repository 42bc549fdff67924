import { cleanProviderName } from 'shared-contracts';
import { TEAM_NAME_MAX_LENGTH } from 'shared-contracts/league-setup';
import { suffixRepeatedNames } from '../../distinct-names';
import {
  collectionEntries,
  contentRoot,
  isObject,
  requireText,
  resourceMetadata,
  subResource,
  text,
  YAHOO_LIMITS,
} from './shape';

export type YahooTeam = { teamKey: string; teamId: number; name: string; manager: string; logoUrl: string | null };

/** The first logo's address: `team_logos: [{team_logo: {size, url}}]`. */
function logoUrl(logos: unknown): string | null {
  const first = Array.isArray(logos) ? logos[0] : undefined;
  const logo = isObject(first) ? first.team_logo : undefined;
  const url = isObject(logo) ? text(logo.url) : null;
  // An https address of a sensible length, with no space or control character (docs/yahoo.md §7).
  return url && /^https:\/\/[^\s\p{Cc}]{1,2040}$/u.test(url) ? url : null;
}

/** The first manager's nickname: `managers: [{manager: {nickname}}]`. */
function managerNickname(managers: unknown): string {
  if (!Array.isArray(managers)) return '';
  for (const entry of managers) {
    const manager = isObject(entry) ? entry.manager : undefined;
    const nickname = isObject(manager) ? text(manager.nickname) : null;
    if (nickname) return cleanProviderName(nickname, TEAM_NAME_MAX_LENGTH);
  }
  return '';
}

/** `league/{key}/teams` → the league's teams, in Yahoo's order. */
export function parseLeagueTeams(json: unknown): YahooTeam[] {
  const league = contentRoot(json, 'league');
  const teams = collectionEntries(subResource(league, 'teams'), 'team', YAHOO_LIMITS.teams).map((team) => {
    const meta = resourceMetadata(team);
    const teamKey = requireText(meta, 'team_key', 'team');
    return {
      teamKey,
      teamId: Number(text(meta.team_id) ?? teamKey.split('.t.')[1]),
      name: cleanProviderName(text(meta.name) ?? '', TEAM_NAME_MAX_LENGTH) || teamKey,
      manager: managerNickname(meta.managers),
      logoUrl: logoUrl(meta.team_logos),
    };
  });
  // Names by the names rule (docs/api.md §4): teams named alike are told apart.
  return suffixRepeatedNames(teams, TEAM_NAME_MAX_LENGTH);
}
