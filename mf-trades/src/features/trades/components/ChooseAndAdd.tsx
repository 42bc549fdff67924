// A list to choose one asset from and the button that adds it to the offer (a player, a
// pick). The button names its team, so two sides' buttons differ for screen readers.
import { Button, Label, Select, type SelectOption } from 'shared-ui';
import { Field } from './Field';

export interface ChooseAndAddProps {
  id: string;
  /** The list's label, 'Draft pick'; its accessible name is '<team> draft pick'. */
  label: string;
  /** What the button adds, 'pick': it reads 'Add pick', named 'Add pick for <team>'. */
  noun: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  teamName: string;
  onAdd: () => void;
}

export function ChooseAndAdd({
  id,
  label,
  noun,
  value,
  onChange,
  options,
  placeholder,
  teamName,
  onAdd,
}: ChooseAndAddProps) {
  return (
    <>
      <Field>
        <Label htmlFor={id}>{label}</Label>
        <Select
          id={id}
          aria-label={`${teamName} ${label.toLowerCase()}`}
          value={value}
          onValueChange={onChange}
          options={options}
          placeholder={placeholder}
          disabled={options.length === 0}
        />
      </Field>
      <Button
        type="button"
        variant="outline"
        onClick={onAdd}
        aria-label={`Add ${noun} for ${teamName}`}
        disabled={!value}
      >
        Add {noun}
      </Button>
    </>
  );
}
