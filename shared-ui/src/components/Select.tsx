import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import '../theme/styled';
import { deferredModule } from '../deferred/deferred-module';
import { useDeferredPopup } from '../deferred/use-deferred-popup';
import { triggerLook } from './select-look';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options for a list of numbers: seasons as '2024', weeks as 'Week 1' with `label`. */
export function numberOptions(values: readonly number[], label: (value: number) => string = String): SelectOption[] {
  return values.map((value) => ({ value: String(value), label: label(value) }));
}

export interface SelectProps {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown while `value` is '' (no choice yet). */
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
  id?: string;
  className?: string;
}

const StandIn = styled.button`
  ${triggerLook}
`;

const radixSelect = deferredModule(() => import('./RadixSelect'));

/** Loads Radix Select ahead of its first use (the tests, the shell's idle preload). */
export const loadSelect = () => radixSelect.load();

/** The keys that open a closed Radix Select, so the stand-in opens on the same ones. */
const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

/**
 * A single-choice list on Radix Select (RadixSelect.tsx): keyboard operable (arrows,
 * type-ahead in the open list, Enter, Escape), announced as a combobox with its `aria-label`.
 *
 * Radix's select is not on the first view: until it has loaded (on first use, or while the
 * page is idle), a stand-in with the same look, name and value is drawn. Pressing it (pointer,
 * or a key that opens a select) loads Radix and opens the list, which then holds focus and
 * returns it to the select as Radix does. Keys pressed meanwhile are kept and handed to the
 * open list (kept-keys.ts): Enter, Home, Enter chooses the first option.
 */
export function Select(props: SelectProps) {
  const { part: radix, wanted, open } = useDeferredPopup(radixSelect, 'listbox');
  if (radix) return <radix.RadixSelect {...props} initiallyOpen={wanted} />;
  return <SelectStandIn {...props} onOpen={() => open()} />;
}

/** What a select draws until Radix has loaded: its look, name and value; pressing it asks to open. */
export function SelectStandIn({
  value,
  options,
  placeholder,
  disabled,
  id,
  className,
  onOpen,
  ...aria
}: SelectProps & { onOpen: () => void }) {
  const chosen = options.find((option) => option.value === value);
  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled || !OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <StandIn
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={aria['aria-label']}
      id={id}
      className={className}
      disabled={disabled}
      data-state="closed"
      data-placeholder={chosen ? undefined : ''}
      onPointerDown={(event) => {
        // Some browsers still send pointer events to a disabled button.
        if (!disabled && event.button === 0 && !event.ctrlKey) onOpen();
      }}
      onKeyDown={onKeyDown}
    >
      <span>{chosen?.label ?? placeholder}</span>
      <span aria-hidden="true">▾</span>
    </StandIn>
  );
}
