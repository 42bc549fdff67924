import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import '../theme/styled';
import { visuallyHidden } from './VisuallyHidden';

// Radix's dialog parts, loaded the first time a dialog opens (Dialog.tsx draws the rest).
export const DialogRoot = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

/** The dimmed backdrop behind a dialog or a side sheet. */
export const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Content = styled(DialogPrimitive.Content)`
  position: fixed;
  z-index: 50;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(32rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  &:focus {
    outline: none;
  }
`;

/** The labelled × in the corner of a dialog or a side sheet. */
export const CloseButton = styled(DialogPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.spacing.md};
  right: ${({ theme }) => theme.spacing.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
  }
`;

export type DialogContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content>;

/** The dialog's panel, portalled over a dimmed overlay, with a labelled × close button. */
export function DialogContent({ children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <Overlay />
      <Content {...props}>
        {children}
        <CloseButton aria-label="Close">×</CloseButton>
      </Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogTitle = styled(DialogPrimitive.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

export const DialogDescription = styled(DialogPrimitive.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const DrawerPanel = styled(DialogPrimitive.Content)<{ $width: string }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 50;
  width: ${({ $width }) => $width};
  max-width: calc(100vw - 3rem);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  &:focus {
    outline: none;
  }
`;

/** Named for screen readers only: the drawer's content shows its own heading. */
const HiddenTitle = styled(DialogPrimitive.Title)`
  ${visuallyHidden}
`;

export type DrawerContentProps = Omit<DialogPrimitive.DialogContentProps, 'title'> & {
  /** The drawer's accessible name. */
  title: string;
  width?: string;
};

/**
 * A panel along the left edge over a dimmed overlay (the narrow-screen navigation): Radix's
 * modal dialog, so focus moves in and stays inside, Escape and the overlay close it, and
 * focus returns to the button that opened it. Put it inside a <Dialog> with a <DialogTrigger>.
 */
export function DrawerContent({ title, width = '16rem', children, ...props }: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <Overlay data-drawer-overlay="" />
      <DrawerPanel $width={width} aria-describedby={undefined} {...props}>
        <HiddenTitle>{title}</HiddenTitle>
        {children}
      </DrawerPanel>
    </DialogPrimitive.Portal>
  );
}
