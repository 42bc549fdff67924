// One invitation link: its address (in a read-only field, so it can be selected by hand), whom
// it admits, how much of it is used and until when it works; Copy link and Revoke.
import { useRef } from 'react';
import type { InvitationLink } from 'shared-contracts';
import { Badge, Button, compactScreen, Input, useToast } from 'shared-ui';
import styled from 'styled-components';
import { ConfirmRemoveDialog } from '../../../components/ConfirmRemoveDialog';
import { StackingCell, StackingRow } from '../../../components/StackingTable';
import { copyText } from '../../../lib/clipboard';
import { useRevokeInvitationLink } from '../api/invitation-links-api';
import { formatWhen, invitationLinkName, invitationLinkUrl } from './invitation-link-text';

/** Wide enough to show most of an address on a desktop; on a phone the stacked row's width. */
const AddressField = styled(Input)`
  min-width: 20rem;
  text-overflow: ellipsis;
  ${compactScreen} {
    min-width: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const STATUS_BADGES = {
  expired: { text: 'Expired', variant: 'muted' },
  'used-up': { text: 'Used up', variant: 'warning' },
} as const;

export function InvitationLinkRow({ link }: { link: InvitationLink }) {
  const { toast } = useToast();
  const revoke = useRevokeInvitationLink();
  const addressField = useRef<HTMLInputElement>(null);
  const url = invitationLinkUrl(link);
  const name = invitationLinkName(link);

  const copy = async () => {
    if (await copyText(url)) {
      toast({ title: 'Link copied' });
      return;
    }
    // No clipboard for the page: hand the person the text, selected, to copy themselves.
    addressField.current?.focus();
    addressField.current?.select();
    toast({ title: 'Copy the selected link' });
  };

  return (
    <StackingRow>
      <StackingCell>
        <AddressField ref={addressField} readOnly value={url} aria-label={`Address of the ${name}`} />
      </StackingCell>
      <StackingCell label="Team">{link.team?.name ?? 'Any manager'}</StackingCell>
      <StackingCell label="Uses">
        Used {link.uses} of {link.maxUses}
      </StackingCell>
      <StackingCell label="Expires">
        {link.status === 'active' ? (
          `Expires ${formatWhen(link.expiresAt)}`
        ) : (
          <Badge variant={STATUS_BADGES[link.status].variant}>{STATUS_BADGES[link.status].text}</Badge>
        )}
      </StackingCell>
      <StackingCell>
        <Actions>
          {/* A spent link admits nobody: there is nothing to share, only to revoke. */}
          {link.status === 'active' && (
            <Button variant="outline" size="sm" aria-label={`Copy ${name}`} onClick={() => void copy()}>
              Copy link
            </Button>
          )}
          <ConfirmRemoveDialog
            action="Revoke"
            name={name}
            title="Revoke invitation link"
            onConfirm={() => revoke.mutate(link.id)}
          >
            Revoke the {name}? Nobody can join with it from now on; people who already joined with it stay.
          </ConfirmRemoveDialog>
        </Actions>
      </StackingCell>
    </StackingRow>
  );
}
