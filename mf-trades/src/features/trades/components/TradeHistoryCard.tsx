// Trade History (docs/screens/trades.md §2): a season filter (2024, 2023, 2022 and every season the league
// has trades in) and a team filter, both kept in the URL query so a view can be shared.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAuth, errorMessage } from 'shared-auth';
import { TRADE_HISTORY_SEASONS, type Team } from 'shared-contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Label,
  QueryState,
  Select,
  Skeleton,
  numberOptions,
  useNumberSearchParam,
} from 'shared-ui';
import styled from 'styled-components';
import { useHeldPicks, usePlayerBook } from '../api/assets-api';
import { useTradeSeasons, useTrades } from '../api/trades-api';
import type { CounterDraft } from '../model/counter-offer';
import { abbreviations, type Lookups } from '../model/trade-story';
import { Field } from './Field';
import { TradeEntry } from './TradeEntry';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;
const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.md};
  p {
    margin: 0;
  }
`;
const Problem = styled.p`
  color: ${({ theme }) => theme.colors.errorText};
`;

const ALL_TEAMS = 0;

/**
 * The fixed seasons of docs/product.md §6, the league's current season and every season the
 * league has trades in (docs/decisions.md §3), newest first. The current season is always
 * there, trades or not: it is the one the history opens on (docs/screens/trades.md §2).
 */
export function historySeasons(
  currentSeason: number | undefined,
  tradeSeasons: readonly number[] | undefined,
): number[] {
  const current = currentSeason === undefined ? [] : [currentSeason];
  return [...new Set([...TRADE_HISTORY_SEASONS, ...current, ...(tradeSeasons ?? [])])].sort((a, b) => b - a);
}

export function TradeHistoryCard({
  teams,
  onCounter,
}: {
  teams: readonly Team[] | undefined;
  /** Starts a counter-offer of a pending proposal in the propose form. */
  onCounter?: (draft: CounterDraft) => void;
}) {
  const { league } = useAuth();
  const seasonsQuery = useTradeSeasons();
  const seasons = historySeasons(league?.currentSeason, seasonsQuery.data);
  const fallbackSeason = league?.currentSeason ?? TRADE_HISTORY_SEASONS[0] ?? 2024;
  const [season, setSeason] = useNumberSearchParam('season', fallbackSeason, seasons);
  const [teamId, setTeamId] = useNumberSearchParam(
    'team',
    ALL_TEAMS,
    teams ? [ALL_TEAMS, ...teams.map((team) => team.id)] : undefined,
  );
  const trades = useTrades(season, teamId === ALL_TEAMS ? null : teamId);
  const players = usePlayerBook(season);
  const picks = useHeldPicks();

  const lookups: Lookups = useMemo(
    () => ({
      players: new Map((players.data ?? []).map((player) => [player.id, player])),
      picks: new Map(
        Object.values(picks.data ?? {})
          .flat()
          .map((pick) => [pick.id, pick]),
      ),
      abbreviationOf: abbreviations(teams),
    }),
    [players.data, picks.data, teams],
  );
  const shown = useMemo(() => trades.data?.pages.flatMap((page) => page.items) ?? [], [trades.data]);
  const list = useRef<HTMLUListElement>(null);
  // After Load more, focus goes to the first trade it brought, so a keyboard user reads on
  // from there (the button itself is gone once the last page is in).
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null) return;
    if (shown.length > focusFrom) {
      const first = list.current?.children[focusFrom];
      if (first instanceof HTMLElement) first.focus();
      setFocusFrom(null);
    } else if (trades.isFetchNextPageError) {
      setFocusFrom(null);
    }
  }, [focusFrom, shown.length, trades.isFetchNextPageError]);
  const loadMore = () => {
    setFocusFrom(shown.length);
    void trades.fetchNextPage();
  };
  const names = new Map((teams ?? []).map((team) => [team.id, team.name]));
  const teamName = (id: number) => names.get(id) ?? `Team ${id}`;
  const teamOptions = [
    { value: String(ALL_TEAMS), label: 'All Teams' },
    ...(teams ?? []).map((team) => ({ value: String(team.id), label: team.name })),
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Trade History</CardTitle>
      </CardHeader>
      <CardContent>
        <Filters>
          <Field>
            <Label htmlFor="history-season">Season</Label>
            <Select
              id="history-season"
              aria-label="Season"
              value={String(season)}
              onValueChange={(value) => setSeason(Number(value))}
              options={numberOptions(seasons)}
            />
          </Field>
          <Field>
            <Label htmlFor="history-team">Team</Label>
            <Select
              id="history-team"
              aria-label="Team"
              value={String(teamId)}
              onValueChange={(value) => setTeamId(Number(value))}
              options={teamOptions}
            />
          </Field>
        </Filters>
        <QueryState
          query={trades}
          loadingLabel="Loading trades"
          skeleton={<Skeleton style={{ height: '6rem' }} />}
          errorTitle="Could not load trades"
          errorText={errorMessage}
          // A later page that fails is told below the list, which stays.
          keepDataOnError
          empty="No trades found for this season and team."
          isEmpty={() => shown.length === 0}
        >
          {() => (
            <>
              <List aria-label="Trades" ref={list}>
                {shown.map((trade) => (
                  <TradeEntry
                    key={trade.id}
                    trade={trade}
                    teamName={teamName}
                    lookups={lookups}
                    onCounter={onCounter}
                  />
                ))}
              </List>
              <More>
                <p aria-live="polite">
                  {shown.length} {shown.length === 1 ? 'trade' : 'trades'} shown
                  {trades.hasNextPage ? '; more are older' : ''}
                </p>
                {trades.hasNextPage && (
                  <Button
                    type="button"
                    variant="outline"
                    onClick={loadMore}
                    disabled={trades.isFetchingNextPage}
                    aria-busy={trades.isFetchingNextPage}
                  >
                    {trades.isFetchingNextPage ? 'Loading more trades…' : 'Load more'}
                  </Button>
                )}
                {trades.isFetchNextPageError && (
                  <Problem role="alert">Could not load more trades: {errorMessage(trades.error)}</Problem>
                )}
              </More>
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
