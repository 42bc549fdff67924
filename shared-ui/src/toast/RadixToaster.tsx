import * as ToastPrimitive from '@radix-ui/react-toast';
import styled from 'styled-components';
import '../theme/styled';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastVariant } from './toast-store';
import { toastLook, viewportLook } from './toast-look';
import { useToast } from './useToast';

const Viewport = styled(ToastPrimitive.Viewport)`
  ${viewportLook}
`;

const Root = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`
  ${toastLook}
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

const Close = styled(ToastPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.spacing.sm};
  right: ${({ theme }) => theme.spacing.sm};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;
`;

/**
 * The notification region (docs/web.md §4): one toast at a time, 5000 ms each, swipe right past
 * 50 px to dismiss, F8 focuses the region (Radix's default hotkey). Mount it once per page.
 */
export function RadixToaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant, open }) => (
        <Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          $variant={variant}
          data-variant={variant}
          type={variant === 'destructive' ? 'foreground' : 'background'}
        >
          <ToastPrimitive.Title>{title}</ToastPrimitive.Title>
          {description && <ToastPrimitive.Description>{description}</ToastPrimitive.Description>}
          <Close aria-label="Close">×</Close>
        </Root>
      ))}
      <Viewport hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
