import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import '../theme/styled';

export type BadgeVariant = 'default' | 'success' | 'warning' | 'destructive' | 'muted' | 'outline';

const looks = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.successText};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warning};
    color: ${({ theme }) => theme.colors.warningText};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.destructiveText};
  `,
  muted: css`
    background: ${({ theme }) => theme.colors.muted};
    color: ${({ theme }) => theme.colors.mutedText};
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
};

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.625rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  ${({ $variant }) => looks[$variant]}
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

/** A small status label; `data-variant` names its look for tests and styling hooks. */
export function Badge({ variant = 'default', ...props }: BadgeProps) {
  return <StyledBadge $variant={variant} data-variant={variant} {...props} />;
}
