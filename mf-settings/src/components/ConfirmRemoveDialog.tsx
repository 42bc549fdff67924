// A Remove button that asks first: the dialog names what goes and why it matters, Cancel keeps
// it, Remove calls onConfirm. The members card and the team editor both remove this way; the
// invitation links card revokes this way (`action` names the button and the confirmation), and
// the league webhook is removed this way, its trigger as prominent as the card's other buttons.
import type { ReactNode } from 'react';
import {
  Button,
  type ButtonSize,
  type ButtonVariant,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from 'shared-ui';

export function ConfirmRemoveDialog({
  name,
  title,
  children,
  onConfirm,
  action = 'Remove',
  triggerVariant = 'ghost',
  triggerSize = 'sm',
}: {
  name: string;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  /** The verb on the button and the confirmation: 'Remove', or 'Revoke' for a link. */
  action?: string;
  /** How the trigger looks: quiet in a row of a table by default. */
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size={triggerSize} aria-label={`${action} ${name}`}>
          {action}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{children}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onConfirm}>
              {action}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
