import { z } from 'zod';
import { positiveInt } from './common';
import { memberRole } from './league';

/** A member of the league (or an invitation not yet taken up), as Settings lists them. */
export const leagueMember = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: memberRole,
  team: z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string() }).nullable(),
  /** invited: nobody has signed in with this email yet; joined: they have. */
  status: z.enum(['invited', 'joined']),
  invitedAt: z.string(),
  joinedAt: z.string().nullable(),
});
export type LeagueMember = z.infer<typeof leagueMember>;
export const leagueMemberList = z.array(leagueMember);

const teamId = positiveInt('teamId');

/** POST /api/league/members: the commissioner invites an email. */
export const inviteMemberBody = z.object({
  email: z.email('email must be an email address').max(320),
  role: memberRole,
  teamId: teamId.nullable().optional(),
});
export type InviteMemberBody = z.infer<typeof inviteMemberBody>;

/** PATCH /api/league/members/{id}: a new role, a new team (null: none), or both. */
export const updateMemberBody = z
  .object({ role: memberRole.optional(), teamId: teamId.nullable().optional() })
  .refine((body) => body.role !== undefined || body.teamId !== undefined, {
    message: 'Give a role, a teamId, or both',
  });
export type UpdateMemberBody = z.infer<typeof updateMemberBody>;
