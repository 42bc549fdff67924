// A modal dialog: focus is trapped inside, Escape and the close button dismiss it.
//
// Radix draws the open dialog (RadixDialog.tsx), loaded the first time a dialog opens. What is
// on the page while every dialog is closed is drawn here: the open state and the trigger,
// which carries the same ARIA as Radix's and never changes element, so nothing around a dialog
// is drawn again when Radix arrives, and focus returns to the trigger on close.
import { Slot } from '@radix-ui/react-slot';
import type { DialogContentProps as RadixContentProps } from '@radix-ui/react-dialog';
import {
  createContext,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import '../theme/styled';
import { deferredModule } from '../deferred/deferred-module';

const radixDialog = deferredModule(() =>
  Promise.all([import('./RadixDialog'), import('./RadixSheet')]).then(([dialog, sheet]) => ({ ...dialog, ...sheet })),
);

/** Loads Radix's dialog parts ahead of their first use (the tests). */
export const loadDialog = () => radixDialog.load();

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  modal: boolean;
  contentId: string;
  triggerRef: RefObject<HTMLElement | null>;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`${part} must be inside a <Dialog>`);
  return state;
}

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** false: the page behind stays usable (Radix's non-modal dialog). */
  modal?: boolean;
  children?: ReactNode;
}

export function Dialog({
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  modal = true,
  children,
}: DialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const contentId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  // A dialog that is open needs Radix: load it (once per page).
  radixDialog.useLoaded(open);
  const state = useMemo<DialogState>(
    () => ({
      open,
      modal,
      contentId,
      triggerRef,
      setOpen: (next) => {
        if (controlledOpen === undefined) setUncontrolledOpen(next);
        onOpenChange?.(next);
      },
    }),
    [open, modal, contentId, controlledOpen, onOpenChange],
  );
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

export type DialogTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** The button that opens its dialog (`asChild`: the child element is the button). */
export function DialogTrigger({ asChild = false, onClick, ref, ...props }: DialogTriggerProps) {
  const dialog = useDialog('DialogTrigger');
  const Button = asChild ? Slot : 'button';
  return (
    <Button
      {...(asChild ? {} : { type: 'button' as const })}
      aria-haspopup="dialog"
      aria-expanded={dialog.open}
      aria-controls={dialog.open ? dialog.contentId : undefined}
      data-state={dialog.open ? 'open' : 'closed'}
      {...props}
      ref={(node: HTMLButtonElement | null) => {
        dialog.triggerRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) dialog.setOpen(!dialog.open);
      }}
    />
  );
}

/**
 * Radix's root around one open part, following this dialog's state. On close, focus goes back
 * to the trigger (Radix's own trigger would do it; this dialog's trigger is drawn here).
 */
function OpenPart({
  onCloseAutoFocus,
  render,
}: {
  onCloseAutoFocus?: RadixContentProps['onCloseAutoFocus'];
  render: (
    radix: Awaited<ReturnType<typeof radixDialog.load>>,
    contentProps: { id: string; onCloseAutoFocus: (event: Event) => void },
  ) => ReactNode;
}) {
  const dialog = useDialog('A dialog part');
  const radix = radixDialog.useLoaded(dialog.open);
  if (!radix) return null;
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    const trigger = dialog.triggerRef.current;
    if (event.defaultPrevented || !trigger) return;
    event.preventDefault();
    trigger.focus();
  };
  return (
    <radix.DialogRoot open={dialog.open} onOpenChange={dialog.setOpen} modal={dialog.modal}>
      {render(radix, { id: dialog.contentId, onCloseAutoFocus: returnFocus })}
    </radix.DialogRoot>
  );
}

export type DialogContentProps = RadixContentProps;

/** The dialog's panel, portalled over a dimmed overlay, with a labelled × close button. */
export function DialogContent({ onCloseAutoFocus, ...props }: DialogContentProps) {
  return (
    <OpenPart
      onCloseAutoFocus={onCloseAutoFocus}
      render={(radix, own) => <radix.DialogContent {...own} {...props} />}
    />
  );
}

export type DrawerContentProps = Omit<RadixContentProps, 'title'> & {
  /** The drawer's accessible name. */
  title: string;
  width?: string;
};

/**
 * A panel along the left edge over a dimmed overlay (the narrow-screen navigation): a modal
 * dialog, so focus moves in and stays inside, Escape and the overlay close it, and focus
 * returns to the button that opened it. Put it inside a <Dialog> with a <DialogTrigger>.
 */
export function DrawerContent({ onCloseAutoFocus, ...props }: DrawerContentProps) {
  return (
    <OpenPart
      onCloseAutoFocus={onCloseAutoFocus}
      render={(radix, own) => <radix.DrawerContent {...own} {...props} />}
    />
  );
}

export type SheetContentProps = RadixContentProps & {
  /** The panel's width on wide screens (it never exceeds the viewport); default 24rem. */
  width?: string;
};

/**
 * A side panel (filters, a batch editor): modal, focus trapped inside, Escape and × close it.
 * Use it with Dialog/DialogTrigger/DialogTitle like a dialog.
 */
export function SheetContent({ onCloseAutoFocus, ...props }: SheetContentProps) {
  return (
    <OpenPart onCloseAutoFocus={onCloseAutoFocus} render={(radix, own) => <radix.SheetContent {...own} {...props} />} />
  );
}

/** Parts drawn inside an open dialog's content, so Radix has always loaded by then. */
function insideContent<P extends object>(
  pick: (radix: Awaited<ReturnType<typeof radixDialog.load>>) => ComponentType<P>,
) {
  return function InsideContent(props: P) {
    const radix = radixDialog.useLoaded();
    if (!radix) return null;
    const Part = pick(radix);
    return <Part {...props} />;
  };
}

export const DialogTitle = insideContent<ComponentPropsWithoutRef<'h2'>>((radix) => radix.DialogTitle);
export const DialogDescription = insideContent<ComponentPropsWithoutRef<'p'>>((radix) => radix.DialogDescription);
export const DialogClose = insideContent<ComponentPropsWithoutRef<'button'> & { asChild?: boolean }>(
  (radix) => radix.DialogClose,
);

export const DialogHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;
