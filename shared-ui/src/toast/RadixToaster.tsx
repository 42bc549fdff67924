import * as ToastPrimitive from '@radix-ui/react-toast';
import styled, { css } from 'styled-components';
import '../theme/styled';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastVariant } from './toast-store';
import { viewportLook } from './toast-look';
import { useToast } from './useToast';

const Viewport = styled(ToastPrimitive.Viewport)`
  ${viewportLook}
`;

const looks = {
  default: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.destructiveText};
    border-color: ${({ theme }) => theme.colors.destructive};
  `,
};

const Root = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  padding-right: 2.5rem;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ $variant }) => looks[$variant]}
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

const Title = styled(ToastPrimitive.Title)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Description = styled(ToastPrimitive.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          <Close aria-label="Close">×</Close>
        </Root>
      ))}
      <Viewport hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
