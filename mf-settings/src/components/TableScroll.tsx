// A table wider than its card (a phone's width) scrolls sideways inside the card instead of
// widening the page. The region takes focus, so a keyboard can scroll it too, and is named so
// a screen reader says what it holds.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Region = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Region role="region" aria-label={label} tabIndex={0}>
      {children}
    </Region>
  );
}
