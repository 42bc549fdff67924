// A player's points week by week for his book's year (docs/screens/players.md §4.8), read from
// GET /api/players/{playerId}/points when shown: on a member's sheet of the player and under the
// commissioner's edit form. A player the provider does not know says so, never a row of zeros.
import { errorMessage } from 'shared-auth';
import type { Player } from 'shared-contracts';
import { formatPoints, QueryState, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { POINTS_TEXT } from '../../../lib/messages';
import { usePlayerPoints } from '../api/player-points-api';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Weeks side by side as far as the width allows: a season is up to 18 of them. */
// A tile fits 'Week 18' and '100.00' on one line.
const Weeks = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  span {
    color: ${({ theme }) => theme.colors.mutedText};
    white-space: nowrap;
  }
  strong {
    font-weight: 500;
    font-variant-numeric: tabular-nums;
  }
`;

const Loading = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
`;

export function WeeklyPoints({ player }: { player: Pick<Player, 'id' | 'year'> }) {
  const query = usePlayerPoints(player.id);
  const headingId = `weekly-points-${player.id}`;
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{POINTS_TEXT.heading(player.year)}</h3>
      <QueryState
        query={query}
        loadingLabel={POINTS_TEXT.loading}
        skeleton={
          <Loading>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height="1.75rem" />
            ))}
          </Loading>
        }
        errorTitle={POINTS_TEXT.loadFailed}
        errorText={(error) => errorMessage(error.cause ?? error)}
        isEmpty={(points) => points.weeks.length === 0}
        empty={query.data?.providerPlayerId === null ? POINTS_TEXT.noProviderId : POINTS_TEXT.noneYet}
      >
        {(points) => (
          <Weeks aria-labelledby={headingId}>
            {points.weeks.map(({ week, points: scored }) => (
              <li key={week}>
                <span>Week {week}</span>
                <strong>{formatPoints(scored)}</strong>
              </li>
            ))}
          </Weeks>
        )}
      </QueryState>
    </Section>
  );
}
