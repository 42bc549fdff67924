// A name input (a team's, its manager's) that says at once when the text holds a character no
// name may hold (invisible, or one that reorders the text): the API's own rule and message,
// from shared-contracts, so the member learns it before sending.
import { useId, type CSSProperties } from 'react';
import { nameProblem } from 'shared-contracts';
import { Input } from 'shared-ui';
import { Field, FieldError } from './form-layout';

interface NameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  style?: CSSProperties;
}

/** Whether any of the names is refused by the rule (a form disables sending then). */
export const anyNameRefused = (...names: Array<[label: string, value: string]>) =>
  names.some(([label, value]) => nameProblem(label, value) !== null);

export function NameField({ label, value, onChange, required, style }: NameFieldProps) {
  const errorId = useId();
  const problem = nameProblem(label, value);
  return (
    <div style={{ display: 'grid', gap: '0.25rem', ...style }}>
      <Field>
        {label}
        <Input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={60}
          required={required}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
      </Field>
      {problem && (
        <FieldError id={errorId} role="alert">
          {problem}
        </FieldError>
      )}
    </div>
  );
}
