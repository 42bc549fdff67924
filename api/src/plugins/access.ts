import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LEAGUE_ID_HEADER, NOT_A_MEMBER_REFUSAL, parseLeagueId } from 'shared-contracts';
import type { Database } from '../db/client';
import type { Identity, IdentityVerifier, Member } from './caller';

/**
 * What a route needs from its caller:
 * - `public`: nothing (API docs, health);
 * - `identity`: a valid ID token (POST /api/auth/user, where membership is granted);
 * - `member`: a valid token and a membership of the league (the default);
 * - `commissioner`: a member whose role is commissioner (schedule, picks and player edits).
 */
export type Access = 'public' | 'identity' | 'member' | 'commissioner';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    identity: Identity | null;
    member: Member | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export type AccessOptions = {
  /** Turns a bearer token into the caller's identity, or throws (the auth feature's). */
  verifier: IdentityVerifier;
  /**
   * A verified caller's membership of `leagueId`, or of their last used league when it is
   * null; null for none (the league feature's).
   */
  findMember: (db: Database, uid: string, leagueId: number | null) => Promise<Member | null>;
};

const LEAGUE_ID_HEADER_NAME = LEAGUE_ID_HEADER.toLowerCase();

/**
 * The league the call works in, from its X-League-Id header (docs/leagues.md); null when it
 * has none (the caller's last used league). A header that is not a league id is a 400, never
 * a silent fall-back to another league.
 */
function requestedLeagueId(app: FastifyInstance, request: FastifyRequest): number | null {
  const header = request.headers[LEAGUE_ID_HEADER_NAME];
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  const id = parseLeagueId(value);
  if (id === null) throw app.httpErrors.badRequest(`${LEAGUE_ID_HEADER} must be a league's id (a whole number)`);
  return id;
}

/**
 * One onRequest hook guards every route: 401 without a valid token, 403 without membership
 * of the call's league (its X-League-Id header, else the caller's last used league) or, on
 * commissioner routes, without the commissioner's role in it. Every league route then works
 * in `request.member.leagueId` only, so a row of another league is as missing as no row.
 */
export default fp<AccessOptions>(
  async function access(app: FastifyInstance, { verifier, findMember }) {
    app.decorateRequest('identity', null);
    app.decorateRequest('member', null);
    app.addHook('onClose', () => verifier.close());

    app.addHook('onRequest', async (request) => {
      // Unknown routes fall through to the 404 handler rather than asking for a token.
      if (!request.routeOptions.url) return;
      const required = request.routeOptions.config.access ?? 'member';
      if (required === 'public') return;

      const token = bearerToken(request);
      if (!token) throw app.httpErrors.unauthorized('Not authenticated');
      try {
        request.identity = await verifier.verify(token);
      } catch (error) {
        request.log.debug({ err: error }, 'ID token rejected');
        throw app.httpErrors.unauthorized('Invalid or expired ID token');
      }
      if (required === 'identity') return;

      request.member = await findMember(app.db, request.identity.uid, requestedLeagueId(app, request));
      if (!request.member) throw app.httpErrors.forbidden(NOT_A_MEMBER_REFUSAL);
      if (required === 'commissioner' && request.member.role !== 'commissioner') {
        throw app.httpErrors.forbidden('Only the commissioner can do this');
      }
    });
  },
  { name: 'access', dependencies: ['database'] },
);

/** The caller's membership in a `member` route (the access hook guarantees it). */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw new Error(`Route ${request.url} read a member it does not require`);
  return request.member;
}

/** The caller as the actor of a change (who, in which league): what domain functions take and audit. */
export function actorOf(request: FastifyRequest): Pick<Member, 'leagueId' | 'userId'> {
  const member = memberOf(request);
  return { leagueId: member.leagueId, userId: member.userId };
}

/** The caller's verified identity in an `identity` or `member` route. */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new Error(`Route ${request.url} read an identity it does not require`);
  return request.identity;
}
