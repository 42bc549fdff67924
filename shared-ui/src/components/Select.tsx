import { RadixSelect } from './RadixSelect';

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

/**
 * A single-choice list on Radix Select (RadixSelect.tsx): keyboard operable (arrows, type-ahead
 * in the open list, Enter, Escape), announced as a combobox with its `aria-label`.
 *
 * Loaded with the page, unlike the dialogs, menus, tabs and toasts: a select is driven by keys
 * pressed one after another (Enter, then the arrows), and keys pressed while Radix was still
 * arriving would be lost.
 */
export function Select(props: SelectProps) {
  return <RadixSelect {...props} />;
}
