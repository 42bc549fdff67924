// A team chosen in a row's dropdown (docs/screens/schedule.md §4.3): it must parse to a positive whole number, or
// the edit is abandoned with 'Invalid team ID' (docs/screens/schedule.md §3).
import { matchupTeamId } from 'shared-contracts';

export const INVALID_TEAM_ID = 'Invalid team ID';

export type TeamChoice = { ok: true; teamId: number } | { ok: false; message: typeof INVALID_TEAM_ID };

export function parseTeamId(raw: string): TeamChoice {
  const parsed = matchupTeamId.safeParse(/^\d+$/.test(raw) ? Number(raw) : Number.NaN);
  return parsed.success ? { ok: true, teamId: parsed.data } : { ok: false, message: INVALID_TEAM_ID };
}
