// Any path the site does not know: the not-found screen of docs/screens/shell.md §2.4.
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Wrapper = styled.section`
  display: grid;
  place-items: center;
  min-height: 60vh;
  text-align: center;
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.lg};
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const ButtonLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  text-decoration: none;
  font-weight: 600;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

export function NotFoundPage() {
  return (
    <Wrapper>
      <div>
        <h1>404 Page Not Found</h1>
        <p>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <ButtonLink to="/">Return to Dashboard</ButtonLink>
      </div>
    </Wrapper>
  );
}
