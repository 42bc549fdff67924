// The league switcher at the top of the sidebar (docs/screens/shell.md §2.5): the active league
// and the caller's others, plus the way to create or join one. Choosing a league switches the
// tab to it (shared-auth's switchLeague remounts every screen in it) and rewrites a `?league=`
// in the address, so a reload opens the league chosen, not the one the link named. A screen's
// unsaved edits would go with the remount, so the switch first asks as a link does.
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { api, useAuth, WELCOME_PATH } from 'shared-auth';
import { endpoints, LEAGUE_QUERY_PARAMETER, queryRoots, type LeagueSummary } from 'shared-contracts';
import { Select, type SelectOption, useConfirmLeave } from 'shared-ui';
import { GroupTitle } from './SidebarNav';

/** docs/screens/shell.md §3, verbatim. */
export const SWITCHER_TEXTS = {
  label: 'League',
  createOrJoin: 'Create or join a league…',
  demo: '(demo)',
} as const;

/** The option that opens the welcome page instead of a league (no league id looks like it). */
const CREATE_OR_JOIN = 'create-or-join';

export const leaguesQueryKey = [queryRoots.leagues] as const;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const FullWidthSelect = styled(Select)`
  width: 100%;
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const labelOf = (league: Pick<LeagueSummary, 'name' | 'isDemo'>) =>
  league.isDemo ? `${league.name} ${SWITCHER_TEXTS.demo}` : league.name;

export function LeagueSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const { league, switchLeague } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const confirmLeave = useConfirmLeave();
  const leagues = useQuery({
    queryKey: leaguesQueryKey,
    queryFn: ({ signal }) => api.call(endpoints.listLeagues, { signal }),
  });
  if (!league) return null;

  // Until the list arrives (or if it fails), the active league alone: it is still named, and
  // 'Create or join' still works.
  const listed = leagues.data?.leagues ?? [];
  const options: SelectOption[] = [
    ...(listed.some((each) => each.id === league.id) ? [] : [{ value: String(league.id), label: league.name }]),
    ...listed.map((each) => ({ value: String(each.id), label: labelOf(each) })),
    { value: CREATE_OR_JOIN, label: SWITCHER_TEXTS.createOrJoin },
  ];

  const choose = async (value: string) => {
    if (value === CREATE_OR_JOIN) {
      onNavigate?.();
      navigate(WELCOME_PATH);
      return;
    }
    const leagueId = Number(value);
    if (leagueId === league.id) return;
    // docs/web.md §10: switching remounts every screen, losing unsaved edits; Stay keeps them.
    if (!(await confirmLeave())) return;
    const { pathname, search, hash } = location;
    if (!(await switchLeague(leagueId))) return;
    const params = new URLSearchParams(search);
    if (params.has(LEAGUE_QUERY_PARAMETER)) {
      params.set(LEAGUE_QUERY_PARAMETER, String(leagueId));
      navigate({ pathname, search: `?${params}`, hash }, { replace: true });
    }
  };

  return (
    <Section aria-labelledby="league-switcher-title">
      <GroupTitle id="league-switcher-title">{SWITCHER_TEXTS.label}</GroupTitle>
      <FullWidthSelect
        aria-label={SWITCHER_TEXTS.label}
        value={String(league.id)}
        onValueChange={(value) => void choose(value)}
        options={options}
      />
    </Section>
  );
}
