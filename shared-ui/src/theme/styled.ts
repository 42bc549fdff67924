import type { Theme } from './tokens';

// Styled components receive the design tokens as `props.theme`, typed.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export {};
