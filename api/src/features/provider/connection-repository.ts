import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { providerConnections } from '../../db/schema';
import { isLeagueRow, type LeagueRowKey } from '../../db/league-row';

export type ProviderConnection = typeof providerConnections.$inferSelect;
/** A connection made through OAuth (Yahoo's): its tokens are there. */
export type OAuthConnection = ProviderConnection & {
  accessTokenEncrypted: string;
  refreshTokenEncrypted: string;
  accessTokenExpiresAt: Date;
};

/** The connection when it holds OAuth tokens, else null (none made yet, or a provider without OAuth). */
export function withTokens(row: ProviderConnection | null): OAuthConnection | null {
  if (!row?.accessTokenEncrypted || !row.refreshTokenEncrypted || !row.accessTokenExpiresAt) return null;
  return row as OAuthConnection;
}

const ofLeague = (leagueId: number, provider: string) =>
  and(eq(providerConnections.leagueId, leagueId), eq(providerConnections.provider, provider));

export async function findConnection(
  db: Queryable,
  leagueId: number,
  provider: string,
): Promise<ProviderConnection | null> {
  const [row] = await db.select().from(providerConnections).where(ofLeague(leagueId, provider));
  return row ?? null;
}

/** The connection row, locked until the transaction ends (one refresh at a time across servers). */
export async function lockConnection(
  tx: Queryable,
  leagueId: number,
  provider: string,
): Promise<ProviderConnection | null> {
  const [row] = await tx.select().from(providerConnections).where(ofLeague(leagueId, provider)).for('update');
  return row ?? null;
}

export type SealedTokens = {
  accessTokenEncrypted: string;
  refreshTokenEncrypted: string;
  accessTokenExpiresAt: Date;
  accountGuid: string | null;
};

/** A new authorization replaces the old one whole: new tokens, no cooldown, league kept. */
export async function saveAuthorization(
  db: Queryable,
  leagueId: number,
  provider: string,
  tokens: SealedTokens,
): Promise<void> {
  const now = new Date();
  await db
    .insert(providerConnections)
    .values({ leagueId, provider, ...tokens, connectedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [providerConnections.leagueId, providerConnections.provider],
      set: { ...tokens, cooldownUntil: null, connectedAt: now, updatedAt: now },
    });
}

/** A refresh: the new access token, and the refresh token (rotated or the same). */
export async function saveRefreshedTokens(
  db: Queryable,
  connection: LeagueRowKey,
  tokens: SealedTokens,
): Promise<void> {
  await db
    .update(providerConnections)
    .set({ ...tokens, accountGuid: tokens.accountGuid ?? undefined, updatedAt: new Date() })
    .where(isLeagueRow(providerConnections, connection));
}

/** Follows a provider league with no OAuth behind it (Sleeper's public API): the row is made when missing. */
export async function followWithoutAuthorization(
  db: Queryable,
  leagueId: number,
  provider: string,
  leagueKey: string,
): Promise<void> {
  const now = new Date();
  await db
    .insert(providerConnections)
    .values({ leagueId, provider, providerLeagueKey: leagueKey, connectedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [providerConnections.leagueId, providerConnections.provider],
      set: { providerLeagueKey: leagueKey, cooldownUntil: null, updatedAt: now },
    });
}

export async function setFollowedLeague(db: Queryable, connection: LeagueRowKey, leagueKey: string): Promise<void> {
  await db
    .update(providerConnections)
    .set({ providerLeagueKey: leagueKey, updatedAt: new Date() })
    .where(isLeagueRow(providerConnections, connection));
}

export async function setCooldown(db: Queryable, connection: LeagueRowKey, until: Date | null): Promise<void> {
  await db
    .update(providerConnections)
    .set({ cooldownUntil: until, updatedAt: new Date() })
    .where(isLeagueRow(providerConnections, connection));
}

/**
 * Follows an ESPN league (docs/espn.md §3): its season's league key, and the private league's
 * two cookies sealed where Yahoo's tokens go (espn_s2 as the access token, SWID as the refresh
 * token, no expiry). `cookies` undefined keeps the stored ones; null removes them.
 */
export async function followWithSealedCookies(
  db: Queryable,
  leagueId: number,
  provider: string,
  leagueKey: string,
  cookies: { espnS2Sealed: string; swidSealed: string } | null | undefined,
): Promise<void> {
  const now = new Date();
  const sealed =
    cookies === undefined
      ? {}
      : { accessTokenEncrypted: cookies?.espnS2Sealed ?? null, refreshTokenEncrypted: cookies?.swidSealed ?? null };
  await db
    .insert(providerConnections)
    .values({ leagueId, provider, providerLeagueKey: leagueKey, ...sealed, connectedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [providerConnections.leagueId, providerConnections.provider],
      set: { providerLeagueKey: leagueKey, ...sealed, cooldownUntil: null, updatedAt: now },
    });
}
