import { z } from 'zod/mini';
import { positiveInt, seasonNumber } from './common';
import { memberRole } from './league';
import { nameText } from './names';

// ── Many leagues on one site (docs/leagues.md) ─────────────────────────────────────────

export { LEAGUE_ID_HEADER, LEAGUE_QUERY_PARAMETER, parseLeagueId } from './page-values';

/** One league the caller belongs to, as the league switcher lists it. */
export const leagueSummary = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** The demo league (open to every signed-in user when the deployment keeps it open). */
  isDemo: z.boolean(),
  currentSeason: z.number().check(z.int()),
  role: memberRole,
  team: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() })),
});
export type LeagueSummary = z.infer<typeof leagueSummary>;

/** GET /api/leagues: the caller's leagues, oldest first, and the one they used last. */
export const leagueList = z.object({
  leagues: z.array(leagueSummary),
  /** The league a call without the header works in; null when the caller belongs to none. */
  lastUsedLeagueId: z.nullable(z.number().check(z.int())),
});
export type LeagueList = z.infer<typeof leagueList>;

/** The longest league name; a provider's longer one is cut to it. */
export const LEAGUE_NAME_MAX_LENGTH = 60;

const leagueName = nameText('name').check(
  z.minLength(1, 'name is required'),
  z.maxLength(LEAGUE_NAME_MAX_LENGTH, `name must be at most ${LEAGUE_NAME_MAX_LENGTH} characters`),
);

/** POST /api/leagues: a new league; its creator is its commissioner. */
export const createLeagueBody = z.object({ name: leagueName, season: seasonNumber });
export type CreateLeagueBody = z.infer<typeof createLeagueBody>;

/** PATCH /api/league: the league's new name (the commissioner's; the rule of a new league's name). */
export const renameLeagueBody = z.object({ name: leagueName });
export type RenameLeagueBody = z.infer<typeof renameLeagueBody>;

/**
 * DELETE /api/league: the league's name typed again, the deliberate step before everything of
 * the league goes (docs/leagues.md §6). Compared as names are: another letter case or spacing
 * is the same name.
 */
export const deleteLeagueBody = z.object({
  confirmName: nameText('confirmName').check(z.minLength(1, "confirmName is required: type the league's name")),
});
export type DeleteLeagueBody = z.infer<typeof deleteLeagueBody>;

/** PUT /api/leagues/last-used: the league a call without the header works in from now on. */
export const lastUsedLeagueBody = z.object({ leagueId: positiveInt('leagueId') });
export type LastUsedLeagueBody = z.infer<typeof lastUsedLeagueBody>;

// ── Invitation links ────────────────────────────────────────────────────────────────────

/** How long a link may live, and how many people it may admit. */
export const INVITATION_LINK_LIMITS = { maxDays: 30, maxUses: 100 } as const;

const daysMessage = `expiresInDays must be a whole number from 1 to ${INVITATION_LINK_LIMITS.maxDays}`;
const usesMessage = `maxUses must be a whole number from 1 to ${INVITATION_LINK_LIMITS.maxUses}`;

/**
 * POST /api/league/invitation-links: a link that admits up to `maxUses` people as managers
 * until it expires. A link that names a team admits one person, who manages that team.
 */
export const createInvitationLinkBody = z
  .object({
    teamId: z.optional(z.nullable(positiveInt('teamId'))),
    expiresInDays: z
      .number({ error: daysMessage })
      .check(z.int(daysMessage), z.minimum(1, daysMessage), z.maximum(INVITATION_LINK_LIMITS.maxDays, daysMessage)),
    maxUses: z
      .number({ error: usesMessage })
      .check(z.int(usesMessage), z.minimum(1, usesMessage), z.maximum(INVITATION_LINK_LIMITS.maxUses, usesMessage)),
  })
  .check(
    z.refine((body) => body.teamId == null || body.maxUses === 1, {
      message: 'A link for a team admits one person: maxUses must be 1',
      path: ['maxUses'],
    }),
  );
export type CreateInvitationLinkBody = z.infer<typeof createInvitationLinkBody>;

const tokenMessage = 'token must be an invitation link token';
/** The secret part of a link: 32 URL-safe characters (24 random bytes). */
export const invitationToken = z.string({ error: tokenMessage }).check(z.regex(/^[A-Za-z0-9_-]{32}$/, tokenMessage));
export const invitationTokenParams = z.object({ token: invitationToken });

/** An invitation link as its league's commissioners see it. */
export const invitationLink = z.object({
  id: z.number().check(z.int()),
  token: invitationToken,
  team: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() })),
  expiresAt: z.string(),
  maxUses: z.number().check(z.int()),
  uses: z.number().check(z.int()),
  createdAt: z.string(),
  /** active: it admits people; expired: its time is up; used-up: it admitted maxUses people. */
  status: z.enum(['active', 'expired', 'used-up']),
});
export type InvitationLink = z.infer<typeof invitationLink>;
export const invitationLinkList = z.array(invitationLink);

/** GET /api/invitations/{token}: what a link offers, shown before its holder joins. */
export const invitationPreview = z.object({
  leagueId: z.number().check(z.int()),
  leagueName: z.string(),
  team: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() })),
  expiresAt: z.string(),
  /** The caller already belongs to the league: joining changes nothing. */
  alreadyMember: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

/**
 * GET /api/invitations/{token}/card: what the invitation's card shows anyone holding the link,
 * signed in or not (the page a first visit opens, docs/api.md §5): the league's and team's
 * names and the expiry, nothing else (no ids, no members).
 */
export const invitationCard = z.object({
  leagueName: z.string(),
  teamName: z.nullable(z.string()),
  expiresAt: z.string(),
});
export type InvitationCard = z.infer<typeof invitationCard>;

/** The page a link opens: `/join/<token>` on the site. */
export function invitationLinkPath(token: string): string {
  return `/join/${token}`;
}
