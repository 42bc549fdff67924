import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import '../theme/styled';
import { popupItemLook, popupLook } from './popup-look';

/** A menu on Radix: opens from its trigger, arrow keys move, Enter chooses, Escape closes. */
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

const StyledContent = styled(MenuPrimitive.Content)`
  ${popupLook}
  min-width: 10rem;
  padding: ${({ theme }) => theme.spacing.xs};
`;

export type DropdownMenuContentProps = ComponentPropsWithoutRef<typeof MenuPrimitive.Content>;

export function DropdownMenuContent({ sideOffset = 4, ...props }: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <StyledContent sideOffset={sideOffset} {...props} />
    </MenuPrimitive.Portal>
  );
}

const itemLook = css`
  ${popupItemLook}
  padding: 0.375rem 0.5rem;
  &[data-disabled] {
    opacity: 0.6;
    pointer-events: none;
  }
`;

export const DropdownMenuItem = styled(MenuPrimitive.Item)`
  ${itemLook}
`;

const StyledRadioItem = styled(MenuPrimitive.RadioItem)`
  ${itemLook}
  padding-left: 1.75rem;
  position: relative;
`;

const Indicator = styled(MenuPrimitive.ItemIndicator)`
  position: absolute;
  left: 0.5rem;
`;

export type DropdownMenuRadioItemProps = ComponentPropsWithoutRef<typeof MenuPrimitive.RadioItem>;

/** A menu choice of a radio group, marked with ✓ while chosen (e.g. the theme menu). */
export function DropdownMenuRadioItem({ children, ...props }: DropdownMenuRadioItemProps) {
  return (
    <StyledRadioItem {...props}>
      <Indicator aria-hidden="true">✓</Indicator>
      {children}
    </StyledRadioItem>
  );
}

export const DropdownMenuLabel = styled(MenuPrimitive.Label)`
  padding: 0.375rem 0.5rem;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

export const DropdownMenuSeparator = styled(MenuPrimitive.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.spacing.xs} 0;
  background: ${({ theme }) => theme.colors.border};
`;
