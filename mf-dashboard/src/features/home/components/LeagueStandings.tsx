// 'League Standings' (docs/screens/home.md §2): in the order the API ranks them, numbered from 1,
// each team's record (wins-losses, -ties when it tied), total points labelled 'PTS', points
// against 'PA', its streak and games back 'GB'. Where the panel is narrower than the seven
// columns need (a phone, and beside Recent Matchups on a desktop), the last three go on a line
// of their own under the name, so the name keeps its width and the row stays in the panel.
import type { UseQueryResult } from '@tanstack/react-query';
import type { StandingsResponse } from 'shared-contracts';
import { useOwnTeamId } from 'shared-auth';
import { formatPoints, OwnTeamMark, ownTeamAttributes } from 'shared-ui';
import styled from 'styled-components';
import { formatGamesBack, formatRecord } from '../../../lib/team-format';
import { Panel } from '../../../components/Panel';

export const STANDINGS_SKELETONS = 12;
export const NO_STANDINGS = 'No standings available';

// The panel's width, not the screen's, decides the layout: on a desktop the standings share the
// row with Recent Matchups and are as narrow as on a phone.
const NARROW_PANEL = '@container standings (max-width: 36rem)';

const RankingFrame = styled.div`
  container: standings / inline-size;
`;

// One grid for the whole list (rows are subgrids), so every column lines up across rows and
// is only as wide as its widest entry.
const Ranking = styled.ol`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto auto auto auto;
  column-gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > li {
    display: grid;
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
    align-items: baseline;
    padding: ${({ theme }) => theme.spacing.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:last-child {
    border-bottom: 0;
  }
  ${NARROW_PANEL} {
    grid-template-columns: auto minmax(0, 1fr) auto auto;
  }
`;

// The season beyond the record: columns of the row's subgrid in a wide panel; in a narrow one a
// second line under the name.
const More = styled.span`
  display: contents;
  ${NARROW_PANEL} {
    display: flex;
    flex-wrap: wrap;
    grid-column: 2 / -1;
    gap: ${({ theme }) => theme.spacing.md};
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Rank = styled.span`
  min-width: 1.25rem;
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: 600;
  text-align: right;
`;

const Name = styled.span`
  font-weight: 500;
  overflow-wrap: anywhere;
`;

const Numbers = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export function LeagueStandings({ season, query }: { season: number; query: UseQueryResult<StandingsResponse> }) {
  const ownTeamId = useOwnTeamId();
  return (
    <Panel
      id="league-standings"
      title="League Standings"
      subtitle={`${season} season`}
      query={query}
      items={(data) => data.teams}
      emptyText={NO_STANDINGS}
      skeletons={STANDINGS_SKELETONS}
    >
      {(data) => (
        <RankingFrame>
          <Ranking aria-label={`${season} standings`}>
            {data.teams.map((team, index) => (
              <li key={team.id} {...ownTeamAttributes(team.id === ownTeamId)}>
                <Rank>{index + 1}</Rank>
                <Name>
                  {team.name}
                  {team.id === ownTeamId && <OwnTeamMark />}
                </Name>
                <Numbers>{formatRecord(team)}</Numbers>
                <Numbers>{formatPoints(team.totalPoints)} PTS</Numbers>
                <More>
                  <Numbers>{formatPoints(team.pointsAgainst)} PA</Numbers>
                  <Numbers title="Streak">{team.streak ?? '–'}</Numbers>
                  <Numbers>{formatGamesBack(team.gamesBack)} GB</Numbers>
                </More>
              </li>
            ))}
          </Ranking>
        </RankingFrame>
      )}
    </Panel>
  );
}
