import * as SelectPrimitive from '@radix-ui/react-select';
import { useState } from 'react';
import type { SelectProps } from './Select';
import { popupItemLook, popupLook } from './popup-look';
import { triggerLook } from './select-look';
import styled from 'styled-components';
import '../theme/styled';

const Trigger = styled(SelectPrimitive.Trigger)`
  ${triggerLook}
`;

const Content = styled(SelectPrimitive.Content)`
  ${popupLook}
  overflow: hidden;
  min-width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
`;

const Item = styled(SelectPrimitive.Item)`
  ${popupItemLook}
  justify-content: space-between;
  padding: 0.375rem 0.75rem;
  &[data-state='checked'] {
    font-weight: 600;
  }
`;

/**
 * A single-choice list on Radix Select: keyboard operable (arrows, type-ahead in the open list,
 * Enter, Escape), announced as a combobox with its `aria-label`.
 *
 * The options are rendered only while the list is open; the trigger shows the chosen label
 * itself. Closed, Radix would otherwise render every option of every select off-screen: a
 * schedule of 216 team dropdowns spent most of its first render on options nobody had opened.
 */
export function RadixSelect({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  id,
  className,
  initiallyOpen = false,
  ...aria
}: SelectProps & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const chosen = options.find((option) => option.value === value);
  return (
    <SelectPrimitive.Root
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
    >
      <Trigger id={id} className={className} aria-label={aria['aria-label']}>
        <SelectPrimitive.Value placeholder={placeholder}>{chosen?.label}</SelectPrimitive.Value>
        <SelectPrimitive.Icon aria-hidden="true">▾</SelectPrimitive.Icon>
      </Trigger>
      <SelectPrimitive.Portal>
        <Content position="popper" sideOffset={4}>
          <SelectPrimitive.Viewport style={{ padding: 4 }}>
            {open &&
              options.map((option) => (
                <Item key={option.value} value={option.value}>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator aria-hidden="true">✓</SelectPrimitive.ItemIndicator>
                </Item>
              ))}
          </SelectPrimitive.Viewport>
        </Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
