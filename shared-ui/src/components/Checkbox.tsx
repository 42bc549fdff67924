import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import '../theme/styled';

const Box = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Some but not all of what it stands for is checked (a select-all box). */
  indeterminate?: boolean;
}

/**
 * A native checkbox in the theme's colour. Native, not Radix: a table of thousands of rows
 * renders many, and the browser's own is the lightest accessible one.
 */
export function Checkbox({ indeterminate = false, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <Box ref={ref} type="checkbox" {...props} />;
}
