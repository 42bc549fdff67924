import type { MemberRole } from 'shared-contracts';

/** How a league role reads on screen (the sidebar footer, the members card). */
export const ROLE_LABELS: Record<MemberRole, string> = { commissioner: 'Commissioner', manager: 'Manager' };
