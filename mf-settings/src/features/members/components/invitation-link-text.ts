// How the Invitation links card words a link: its full address, when it was made or ends, and
// the name its buttons carry, so a screen reader hears which link "Copy link" copies.
import { invitationLinkPath, type InvitationLink } from 'shared-contracts';

/** The address to share: this site's origin, so a link made on a preview site opens there. */
export const invitationLinkUrl = (link: Pick<InvitationLink, 'token'>) =>
  window.location.origin + invitationLinkPath(link.token);

/** A date and time in the reader's locale; the time matters for a link that lives one day. */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * What the row's buttons name: the team, and always the moment it was made, since a team may
 * have an expired link beside a new one and links for any manager differ only by it.
 */
export const invitationLinkName = (link: Pick<InvitationLink, 'team' | 'createdAt'>) =>
  link.team
    ? `link for ${link.team.name} created ${formatWhen(link.createdAt)}`
    : `link created ${formatWhen(link.createdAt)}`;
