// The Players screen (/players): the league's keeper and auction book for one year. The page
// composes the screen's features (players, filters, keepers, csv, player-edit), which do not
// import one another: what one needs from another, the page passes down.
// The year and the quick search live in the URL (?year=, ?search=), so a view can be shared.
import { useDeferredValue, useMemo, useState } from 'react';
import { useAuth } from 'shared-auth';
import type { Player } from 'shared-contracts';
import { Input, numberOptions, PageHeading, Select } from 'shared-ui';
import styled from 'styled-components';
import { FilterPanel } from '../features/filters';
import { KeepersSection, useKeeperSeason } from '../features/keepers';
import { NO_FILTERS, positionsOf, type PlayerFilters } from '../features/filters';
import { LayoutToggle, Toolbar, usePlayersLayout, usePlayersYear, useSearchText } from '../features/players';
import { PLAYERS_TEXT } from '../lib/messages';
import { usePlayers } from '../lib/players-api';
import { useTeams } from '../lib/teams-api';
import { BookSkeleton, PlayersBook } from './PlayersBook';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  h1 {
    margin: 0;
  }
`;

const NO_PLAYERS: Player[] = [];

export function PlayersPage() {
  const { league } = useAuth();
  const canEdit = league?.role === 'commissioner';
  const { year, setYear, years } = usePlayersYear();
  const [search, setSearch] = useSearchText('search');
  const [panelFilters, setPanelFilters] = useState<Omit<PlayerFilters, 'search'>>(NO_FILTERS);
  const filters = useMemo<PlayerFilters>(() => ({ ...panelFilters, search }), [panelFilters, search]);
  const [layout, setLayout] = usePlayersLayout();
  const players = usePlayers(year);
  const teams = useTeams();
  const keepers = useKeeperSeason(year);
  const positions = useMemo(() => positionsOf(players.data ?? []), [players.data]);
  // The book (its actions, the table or cards, the keepers) is drawn right after the screen's
  // first frame, not in it: the heading and the search are on the page sooner when the screen
  // opens (the target is 50 ms from the click), and the rows follow one frame later.
  const bookShown = useDeferredValue(true, false);

  return (
    <section aria-labelledby="page-title">
      <Heading>
        <PageHeading id="page-title">{PLAYERS_TEXT.title}</PageHeading>
        <Select
          aria-label="Year"
          value={String(year)}
          options={numberOptions(years)}
          onValueChange={(value) => setYear(Number(value))}
        />
      </Heading>
      <Toolbar>
        <Input
          type="search"
          aria-label="Search players"
          placeholder="Search name or NFL team"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <FilterPanel
          filters={filters}
          positions={positions}
          teams={teams.data ?? []}
          onApply={({ search: nextSearch, ...rest }) => {
            setPanelFilters(rest);
            setSearch(nextSearch);
          }}
        />
        <LayoutToggle layout={layout} onChange={setLayout} />
      </Toolbar>
      {bookShown ? (
        <>
          {/* Keyed by year: another year's book starts with nothing selected or pending. */}
          <PlayersBook
            key={year}
            year={year}
            query={players}
            teams={teams.data ?? []}
            teamsReady={teams.isSuccess}
            filters={filters}
            canEdit={canEdit}
            layout={layout}
            keeperRule={keepers.data?.rule ?? null}
          />
          <KeepersSection season={year} players={players.data ?? NO_PLAYERS} />
        </>
      ) : (
        <BookSkeleton />
      )}
    </section>
  );
}
