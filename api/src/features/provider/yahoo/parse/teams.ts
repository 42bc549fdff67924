import { cleanProviderName } from 'shared-contracts';
import { collectionEntries, contentRoot, isObject, requireText, resourceMetadata, subResource, text } from './shape';

export type YahooTeam = { teamKey: string; teamId: number; name: string; manager: string; logoUrl: string | null };

/** The first logo's address: `team_logos: [{team_logo: {size, url}}]`. */
function logoUrl(logos: unknown): string | null {
  const first = Array.isArray(logos) ? logos[0] : undefined;
  const logo = isObject(first) ? first.team_logo : undefined;
  const url = isObject(logo) ? text(logo.url) : null;
  return url?.startsWith('https://') ? url : null;
}

/** The first manager's nickname: `managers: [{manager: {nickname}}]`. */
function managerNickname(managers: unknown): string {
  if (!Array.isArray(managers)) return '';
  for (const entry of managers) {
    const manager = isObject(entry) ? entry.manager : undefined;
    const nickname = isObject(manager) ? text(manager.nickname) : null;
    if (nickname) return cleanProviderName(nickname);
  }
  return '';
}

/** `league/{key}/teams` → the league's teams, in Yahoo's order. */
export function parseLeagueTeams(json: unknown): YahooTeam[] {
  const league = contentRoot(json, 'league');
  return collectionEntries(subResource(league, 'teams'), 'team').map((team) => {
    const meta = resourceMetadata(team);
    const teamKey = requireText(meta, 'team_key', 'team');
    return {
      teamKey,
      teamId: Number(text(meta.team_id) ?? teamKey.split('.t.')[1]),
      name: cleanProviderName(text(meta.name) ?? '') || teamKey,
      manager: managerNickname(meta.managers),
      logoUrl: logoUrl(meta.team_logos),
    };
  });
}
