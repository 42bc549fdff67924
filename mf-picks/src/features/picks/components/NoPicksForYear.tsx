// A year with no draft picks at all: five empty rounds (and a lottery that cannot open) said
// nothing of where picks come from. This says it, and sends the commissioner there.
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from 'shared-ui';
import styled from 'styled-components';

const SettingsLink = styled(Link)`
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

export function NoPicksForYear({ year, isCommissioner }: { year: number; isCommissioner: boolean }) {
  return (
    <Card aria-labelledby="no-picks-title">
      <CardHeader>
        <CardTitle id="no-picks-title">No draft picks for {year} yet</CardTitle>
        <CardDescription>
          {isCommissioner
            ? `Create them in Settings, with Create draft picks in the Season set-up card: rounds 1–5 for every team, each with its ping pong ball row. The ${year} lottery opens once they exist.`
            : `The commissioner creates the ${year} picks in Settings.`}
        </CardDescription>
      </CardHeader>
      {/* Always there: a card's header has no bottom padding of its own (the manager's card ended at its text). */}
      <CardContent>{isCommissioner && <SettingsLink to="/settings">Go to Settings</SettingsLink>}</CardContent>
    </Card>
  );
}
