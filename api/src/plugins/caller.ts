import type { MemberRole } from 'shared-contracts';

// Who is calling: what the access guard (access.ts) fills in on every request and routes read.
// The guard owns these types and takes the functions that produce them as options, so it
// imports no feature: auth verifies tokens into an Identity, league finds the Member, and
// app.ts, which imports everything, hands both to the guard.

/** Who a verified ID token says the caller is. */
export type Identity = {
  uid: string;
  email: string | null;
  /** The token's `email_verified`: whether the provider proved the caller owns `email`. */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
};

export type IdentityVerifier = {
  verify(idToken: string): Promise<Identity>;
  close(): Promise<void>;
};

/** The caller as a member of their league: what every league-scoped route works from. */
export type Member = {
  userId: number;
  membershipId: number;
  leagueId: number;
  role: MemberRole;
  teamId: number | null;
};
