import styled, { css } from 'styled-components';

/** Read aloud by screen readers, never drawn: for any element (a table's header row on a phone). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only: read aloud, never drawn (e.g. 'Pick' before a bare number). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
