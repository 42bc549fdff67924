// The notification region's and a toast's look, shared by Radix's toasts and the plain region
// drawn until Radix's part is on the page (Toaster.tsx).
import { css } from 'styled-components';
import '../theme/styled';
import type { ToastVariant } from './toast-store';

export const viewportLook = css`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  width: min(26rem, 100vw);
  max-height: 100vh;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  list-style: none;
  outline: none;
`;

const variantLooks = {
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

/** One toast: its card, and its title's and description's type. */
export const toastLook = css<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  padding-right: 2.5rem;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $variant }) => variantLooks[$variant]}
  & > :first-child {
    font-weight: 600;
  }
`;
