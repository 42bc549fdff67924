// The role selector's choices, in the words shared-auth shows roles in.
import type { MemberRole } from 'shared-contracts';
import { ROLE_LABELS } from 'shared-auth';

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as MemberRole[]).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));
