// The balls editor's numbers: every team of the league (a team without a ball row holds 0),
// what the commissioner typed over them, and the body that saves exactly the changed teams.
import {
  PING_PONG_BALLS_PER_TEAM_MAX,
  type PingPongBallEntry,
  type SetPingPongBallsBody,
  type Team,
} from 'shared-contracts';

export type BallDrafts = ReadonlyMap<number, string>;

/** Each team's stored balls, in the league's team order; 0 for a team the year has no row for. */
export function storedBalls(
  teams: readonly Pick<Team, 'id'>[],
  balls: readonly PingPongBallEntry[],
): Map<number, number> {
  const byTeam = new Map(balls.map((entry) => [entry.teamId, entry.quantity]));
  return new Map(teams.map((team) => [team.id, byTeam.get(team.id) ?? 0]));
}

export const BALLS_RANGE_MESSAGE = `Balls must be a whole number from 0 to ${PING_PONG_BALLS_PER_TEAM_MAX}`;

/** A typed quantity: a whole number 0–100, or null. */
export function parseBalls(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= PING_PONG_BALLS_PER_TEAM_MAX ? value : null;
}

export type BallsSave = { ok: true; body: SetPingPongBallsBody | null } | { ok: false; teamIds: number[] };

/** The PUT body for the teams whose typed number differs from the stored one (null: nothing changed), or the teams whose number is not valid. */
export function ballsSave(year: number, stored: ReadonlyMap<number, number>, drafts: BallDrafts): BallsSave {
  const invalid: number[] = [];
  const changed: SetPingPongBallsBody['balls'] = [];
  for (const [teamId, text] of drafts) {
    const quantity = parseBalls(text);
    if (quantity === null) invalid.push(teamId);
    else if (quantity !== stored.get(teamId)) changed.push({ teamId, quantity });
  }
  if (invalid.length > 0) return { ok: false, teamIds: invalid };
  return { ok: true, body: changed.length > 0 ? { year, balls: changed } : null };
}

/** '14, 13, 12' → [14, 13, 12]; null when any part is not a whole number 1–100 or the list is empty. */
export function parsePlaces(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const values = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : NaN));
  return values.every((value) => value >= 1 && value <= PING_PONG_BALLS_PER_TEAM_MAX) ? values : null;
}
