// The matchup screen (/matchups/<id>, docs/screens/matchup.md): one game, both teams side by
// side (stacked on a phone), each with its total, starters by slot and bench; the game's
// state ('Final', 'Not started'); a note when the lineups cannot be shown. The address is the
// game, so it can be shared and opened directly.
import { Link, useLocation } from 'react-router-dom';
import type { MatchupDetail } from 'shared-contracts';
import { ApiError, errorMessage } from 'shared-auth';
import { PageHeading, QueryState } from 'shared-ui';
import styled from 'styled-components';
import { PanelSkeleton } from '../../../components/panel-states';
import { matchupIdIn } from '../../../lib/matchup-path';
import { useMatchup } from '../api/matchup';
import { MatchupSideCard } from './MatchupSideCard';

export const MATCHUP_TEXTS = {
  title: 'Matchup',
  loading: 'Loading matchup',
  notFound: 'This game is not in the league.',
  back: 'Back to the Dashboard',
  final: 'Final',
  notStarted: 'Not started',
  inProgress: 'In progress',
  playoff: 'Playoffs',
  unavailable: 'Lineups are unavailable right now; the scores are the league’s stored scores.',
} as const;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Note = styled.div`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Side by side from 768 px, stacked below (docs/web.md §9). */
const Sides = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

function stateOf(game: MatchupDetail): string {
  if (game.is_completed) return MATCHUP_TEXTS.final;
  return game.home.score === null && game.away.score === null ? MATCHUP_TEXTS.notStarted : MATCHUP_TEXTS.inProgress;
}

function Game({ game }: { game: MatchupDetail }) {
  const { home, away } = game;
  const played = home.score !== null && away.score !== null;
  return (
    <>
      <Facts>
        <span>
          {game.season} · Week {game.week}
        </span>
        {game.is_playoff && <span>{MATCHUP_TEXTS.playoff}</span>}
        <strong>{stateOf(game)}</strong>
        {game.description && <span>{game.description}</span>}
      </Facts>
      {game.note !== null && (
        <Note role="note" aria-label="Lineups">
          {game.lineups === 'unavailable' && <p>{MATCHUP_TEXTS.unavailable}</p>}
          <p>{game.note}</p>
        </Note>
      )}
      <Sides>
        <MatchupSideCard side={home} lineups={game.lineups} where="home" winner={played && home.score! > away.score!} />
        <MatchupSideCard side={away} lineups={game.lineups} where="away" winner={played && away.score! > home.score!} />
      </Sides>
    </>
  );
}

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function MatchupPage() {
  const id = matchupIdIn(useLocation().pathname);
  const query = useMatchup(id);
  const missing = id === null || (query.isError && notFound(query.error));
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">{MATCHUP_TEXTS.title}</PageHeading>
      {missing ? (
        <Note role="note" aria-label="Not found">
          <p>{MATCHUP_TEXTS.notFound}</p>
          <p>
            <Link to="/">{MATCHUP_TEXTS.back}</Link>
          </p>
        </Note>
      ) : (
        <QueryState
          query={query}
          loadingLabel={MATCHUP_TEXTS.loading}
          skeleton={<PanelSkeleton count={2} height="16rem" />}
          errorText={errorMessage}
        >
          {(game) => <Game game={game} />}
        </QueryState>
      )}
    </section>
  );
}
