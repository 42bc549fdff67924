// What both game panels share: the panel with its states, and the row layout. Wide: home
// team left, the week or 'vs' in the middle, away team right. Narrow (one column at 500 px):
// the middle becomes a line above the two teams, each on its own row with its score at the
// end, so long names never break mid-word.
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { WeekMatchup, WeekMatchupsResponse } from 'shared-contracts';
import styled from 'styled-components';
import { matchupPath } from '../../../lib/matchup-path';
import { Panel, type PanelProps } from '../../../components/Panel';

const narrow = '@media (max-width: 639px)';

export const GameList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
    grid-template-areas: 'home middle away';
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    ${narrow} {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'middle' 'home' 'away';
      gap: ${({ theme }) => theme.spacing.xs};
    }
  }
  > li:last-child {
    border-bottom: 0;
  }
`;

/** One team of a game: badge, name and (for played games) score. */
export const GameSide = styled.div<{ $away?: boolean }>`
  grid-area: ${({ $away }) => ($away ? 'away' : 'home')};
  display: grid;
  grid-template-columns: ${({ $away }) => ($away ? 'minmax(0, 1fr) auto' : 'auto minmax(0, 1fr)')};
  grid-template-areas: ${({ $away }) => ($away ? `'name badge' 'score badge'` : `'badge name' 'badge score'`)};
  align-items: center;
  column-gap: ${({ theme }) => theme.spacing.sm};
  text-align: ${({ $away }) => ($away ? 'right' : 'left')};
  > :first-child {
    grid-area: badge;
  }
  ${narrow} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'badge name score';
    text-align: left;
  }
`;

/** A name may be 60 characters without a space: it breaks anywhere rather than widen the page. */
export const TeamName = styled.span`
  grid-area: name;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const GameMiddle = styled.div`
  grid-area: middle;
  display: grid;
  justify-items: center;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  small {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  ${narrow} {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.sm};
    justify-content: flex-start;
    align-items: baseline;
  }
`;

const GameLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  color: inherit;
  font-weight: 600;
  text-underline-offset: 0.2em;
`;

/**
 * The link to a game's page (docs/screens/home.md §6): its visible words (`Week 17`, `vs`, the
 * score) begin its name, which then says which game it opens.
 */
export function MatchupLink({ game, words, children }: { game: WeekMatchup; words: string; children?: ReactNode }) {
  return (
    <GameLink to={matchupPath(game.id)} aria-label={`${words}: ${game.homeTeam.name} vs ${game.awayTeam.name}`}>
      {children ?? words}
    </GameLink>
  );
}

export interface GamesPanelProps extends Omit<PanelProps<WeekMatchupsResponse>, 'items' | 'children'> {
  /** The list's accessible name ('Week 17 matchups'). */
  listLabel: string;
  /** How one game reads in this panel. */
  row: ComponentType<{ game: WeekMatchup }>;
}

/** A panel of one week's games: its loading, empty and failed states, then one row per game. */
export function GamesPanel({ listLabel, row: Row, ...panel }: GamesPanelProps) {
  return (
    <Panel {...panel} items={(data) => data.matchups}>
      {(data) => (
        <GameList aria-label={listLabel}>
          {data.matchups.map((game) => (
            <Row key={game.id} game={game} />
          ))}
        </GameList>
      )}
    </Panel>
  );
}
