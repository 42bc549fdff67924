import styled from 'styled-components';
import '../theme/styled';

/** A screen's title (its one h1), sized the same on every screen and coloured by the theme. */
export const PageHeading = styled.h1`
  margin: 0 0 1rem;
  font-size: 1.75rem;
  font-weight: 700;
`;
