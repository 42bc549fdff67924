import { z } from 'zod/mini';
import { positiveInt } from './common';
import { memberRole } from './league';

/** A member of the league (or an invitation not yet taken up), as Settings lists them. */
export const leagueMember = z.object({
  id: z.number().check(z.int()),
  email: z.string(),
  displayName: z.nullable(z.string()),
  role: memberRole,
  team: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string(), abbreviation: z.string() })),
  /** invited: nobody has signed in with this email yet; joined: they have. */
  status: z.enum(['invited', 'joined']),
  invitedAt: z.string(),
  joinedAt: z.nullable(z.string()),
});
export type LeagueMember = z.infer<typeof leagueMember>;
export const leagueMemberList = z.array(leagueMember);

/**
 * Why the last commissioner who has joined cannot be demoted or removed (409,
 * docs/roles.md §2): the API's refusal, and what Settings writes beside that member instead
 * of offering a Remove that would fail.
 */
export const LAST_COMMISSIONER = 'The league must keep at least one commissioner';

const teamId = positiveInt('teamId');

/** POST /api/league/members: the commissioner invites an email. */
export const inviteMemberBody = z.object({
  email: z.email('email must be an email address').check(z.maxLength(320)),
  role: memberRole,
  teamId: z.optional(z.nullable(teamId)),
});
export type InviteMemberBody = z.infer<typeof inviteMemberBody>;

/** PATCH /api/league/members/{id}: a new role, a new team (null: none), or both. */
export const updateMemberBody = z
  .object({ role: z.optional(memberRole), teamId: z.optional(z.nullable(teamId)) })
  .check(
    z.refine((body) => body.role !== undefined || body.teamId !== undefined, {
      message: 'Give a role, a teamId, or both',
    }),
  );
export type UpdateMemberBody = z.infer<typeof updateMemberBody>;
