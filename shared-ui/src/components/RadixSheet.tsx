import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import '../theme/styled';
import { CloseButton, Overlay } from './RadixDialog';

/**
 * A side panel (filters, a batch editor) on Radix Dialog: modal, focus trapped inside,
 * Escape and × close it. Use it with Dialog/DialogTrigger/DialogTitle like a dialog.
 */
const Panel = styled(DialogPrimitive.Content)<{ $width: string }>`
  position: fixed;
  z-index: 50;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}, 100vw);
  padding: ${({ theme }) => theme.spacing.lg};
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  &:focus {
    outline: none;
  }
`;

export type SheetContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  /** The panel's width on wide screens (it never exceeds the viewport); default 24rem. */
  width?: string;
};

/** The panel, portalled at the right edge over a dimmed overlay, with a labelled × button. */
export function SheetContent({ children, width = '24rem', ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <Overlay />
      <Panel $width={width} {...props}>
        {children}
        <CloseButton aria-label="Close">×</CloseButton>
      </Panel>
    </DialogPrimitive.Portal>
  );
}
