import { createGlobalStyle } from 'styled-components';
import { compactScreen } from '../layout/useMediaQuery';
import './styled';

/** Page-wide base styles from the active theme, so the shell and every remote share them. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; }
  a { color: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.ring}; outline-offset: 2px; }
  /* The member's own team, wherever teams are listed (shared-ui's OwnTeam.tsx, docs/web.md §12). */
  [data-own-team] {
    background: ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  /*
   * A finger needs 44 px (docs/web.md §9, WCAG 2.5.5): in the compact layout every control is
   * at least that tall, and a button that holds only an icon that wide. A link inside running
   * text stays a line of text (min-height does not apply to an inline box). A checkbox keeps
   * its look: the label around it is what a finger presses.
   */
  ${compactScreen} {
    button,
    select,
    textarea,
    input:not([type='checkbox']):not([type='radio']),
    [role='button'],
    [role='combobox'],
    [role='tab'],
    a {
      min-height: 44px;
    }
    button,
    [role='button'],
    [role='combobox'] {
      min-width: 44px;
    }
    label:has(> input[type='checkbox']),
    label:has(> input[type='radio']) {
      min-height: 44px;
      align-items: center;
    }
  }
`;
