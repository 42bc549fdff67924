// The look an open select's list and a menu share (RadixSelect.tsx, RadixDropdownMenu.tsx), so
// the two popups and their rows look alike.
import { css } from 'styled-components';
import '../theme/styled';

/** The popup's surface: raised above the page on the theme's surface colour. */
export const popupLook = css`
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

/** A row of the popup (an option, a menu item); its padding is the popup's own. */
export const popupItemLook = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
