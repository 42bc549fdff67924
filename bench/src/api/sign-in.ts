import { endpoints, urlOf, type LeagueInfo, type LeagueMember, type SyncUserBody, type Team } from 'shared-contracts';
import { createTestUser } from 'api/src/testing/identities';

/** The bench user: their ID token, the sync's body, and their league (sent as X-League-Id). */
export type BenchUser = { token: string; sync: SyncUserBody; leagueId: number };

/**
 * A bench user: signed in to the running Firebase Auth emulator with a Google account (a
 * verified email, as every member has), then to the API through POST /api/auth/user, where
 * the open demo league admits them (as commissioner). Answers their ID token and the sync's
 * body, which every page load sends again.
 */
export async function signInBenchUser(emulatorHost: string, apiBaseUrl: string): Promise<BenchUser> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const user = await createTestUser('bench');
  const sync: SyncUserBody = { firebaseId: user.uid, email: user.email, displayName: user.name, photoURL: null };
  await call(apiBaseUrl, user.idToken, 'POST', endpoints.syncUser.path, sync);
  const league = (await call(apiBaseUrl, user.idToken, 'GET', endpoints.getLeague.path)) as LeagueInfo;
  return { token: user.idToken, sync, leagueId: league.id };
}

/**
 * Gives the bench user the league's first team (Settings' member edit), so the calls that do
 * more for a member with a team (the league's answer names it, the pending trades are
 * counted) do all of it.
 */
export async function giveBenchUserATeam(apiBaseUrl: string, user: BenchUser): Promise<void> {
  const members = (await call(apiBaseUrl, user.token, 'GET', endpoints.listMembers.path)) as LeagueMember[];
  const teams = (await call(apiBaseUrl, user.token, 'GET', endpoints.listTeams.path)) as Team[];
  const me = members.find((member) => member.email === user.sync.email);
  const taken = new Set(members.map((member) => member.team?.id));
  const team = teams.find((candidate) => !taken.has(candidate.id));
  if (!me || !team) throw new Error('The bench user found no membership or no free team in the demo league');
  await call(apiBaseUrl, user.token, 'PATCH', urlOf(endpoints.updateMember, { params: { id: me.id } }), {
    teamId: team.id,
  });
}

async function call(apiBaseUrl: string, token: string, method: string, path: string, body?: object) {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`The bench's ${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}
