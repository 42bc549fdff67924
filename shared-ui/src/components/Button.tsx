import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import '../theme/styled';

export type ButtonVariant = 'default' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

const sizes = {
  sm: css`
    height: 2rem;
    padding: 0 0.75rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    height: 2.5rem;
    padding: 0 1rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    height: 2.75rem;
    padding: 0 1.5rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  icon: css`
    height: 2.5rem;
    width: 2.5rem;
    padding: 0;
  `,
};

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      filter: brightness(1.1);
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.destructiveText};
    border-color: ${({ theme }) => theme.colors.destructive};
    &:hover:not(:disabled) {
      filter: brightness(1.1);
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 120ms,
    filter 120ms;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

/** A native button in one of four looks; `type` defaults to "button" so forms submit only on purpose. */
export function Button({ variant = 'default', size = 'md', type = 'button', ...props }: ButtonProps) {
  return <StyledButton $variant={variant} $size={size} type={type} {...props} />;
}
