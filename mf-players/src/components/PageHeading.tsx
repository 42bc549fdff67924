// A screen's title, sized and coloured by the current theme.
import styled from 'styled-components';

export const PageHeading = styled.h1`
  margin: 0 0 1rem;
  font-size: 1.75rem;
  font-weight: 700;
`;
