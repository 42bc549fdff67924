import type { MemberRole } from 'shared-contracts';

export const ROLE_LABELS: Record<MemberRole, string> = { commissioner: 'Commissioner', manager: 'Manager' };

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as MemberRole[]).map((role) => ({ value: role, label: ROLE_LABELS[role] }));
