import * as TabsPrimitive from '@radix-ui/react-tabs';
import styled from 'styled-components';
import '../theme/styled';

// Radix's tabs, loaded by the first tabs drawn (Tabs.tsx).
export const Tabs = TabsPrimitive.Root;

export const TabsList = styled(TabsPrimitive.List)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.muted};
`;

export const TabsTrigger = styled(TabsPrimitive.Trigger)`
  padding: 0.375rem 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedText};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  cursor: pointer;
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

export const TabsContent = styled(TabsPrimitive.Content)`
  margin-top: ${({ theme }) => theme.spacing.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;
