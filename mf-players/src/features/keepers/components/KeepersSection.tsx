// The Players screen's keeper season, under the book: the rule's deadline, and a card per
// team with its keepers, their total cost next year and the budget left. A manager chooses
// his own team's keepers until the deadline; the commissioner any team's, at any time.
// It sits here, beside the book it reads, rather than on the Teams screen, whose cards show
// live Yahoo rosters of a season rather than the keeper book of a year.
import { useMemo } from 'react';
import { errorMessage, useAuth } from 'shared-auth';
import type { Player } from 'shared-contracts';
import { QueryState, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { useKeeperSeason } from '../api/keepers-api';
import { ruleBreaches } from '../model/rule-breaches';
import { TeamKeepersCard } from './TeamKeepersCard';
import { type KeeperSeason } from 'shared-contracts/keepers';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Summary = styled.div`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 2px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

export interface KeepersSectionProps {
  season: number;
  /** The season's book, for each team's players. */
  players: readonly Player[];
}

export function KeepersSection({ season, players }: KeepersSectionProps) {
  const { league } = useAuth();
  const keepers = useKeeperSeason(season);
  const playersByTeam = useMemo(() => {
    const byTeam = new Map<number, Player[]>();
    for (const player of players) {
      if (player.teamId === null) continue;
      byTeam.set(player.teamId, [...(byTeam.get(player.teamId) ?? []), player]);
    }
    return byTeam;
  }, [players]);

  const isCommissioner = league?.role === 'commissioner';
  return (
    <Section aria-labelledby="keepers-title">
      <h2 id="keepers-title">Keepers for {season + 1}</h2>
      <QueryState
        query={keepers}
        loadingLabel="Loading keepers"
        skeleton={<Skeleton height="6rem" />}
        errorTitle="Failed to fetch keepers"
        errorText={errorMessage}
        empty={<Note>The commissioner has not set the {season} keeper rule yet (Settings → Keeper rule).</Note>}
        isEmpty={(data) => !data.rule}
      >
        {(data) =>
          data.rule && (
            <>
              <Note>
                Deadline {data.rule.deadline.replace('T', ' ')} ({data.rule.timeZone})
                {data.deadlinePassed ? ': passed. Only the commissioner can change keepers now.' : '.'} Up to{' '}
                {data.rule.maxKeepersPerTeam} keepers a team, kept at most {data.rule.maxYearsKept} years.
              </Note>
              {isCommissioner && <BreachSummary season={season} data={data} />}
              <Grid>
                {data.teams.map((team) => (
                  <TeamKeepersCard
                    key={team.teamId}
                    season={season}
                    team={team}
                    rule={data.rule!}
                    players={playersByTeam.get(team.teamId) ?? []}
                    canChoose={isCommissioner || (league?.team?.id === team.teamId && !data.deadlinePassed)}
                  />
                ))}
              </Grid>
            </>
          )
        }
      </QueryState>
    </Section>
  );
}

/**
 * For the commissioner, who alone can put it right at any time: every team breaking the
 * season's rule, at the top, so none hides among the cards.
 */
function BreachSummary({ season, data }: { season: number; data: KeeperSeason }) {
  const rule = data.rule;
  if (!rule) return null;
  const breaking = data.teams
    .map((team) => ({ team, breaches: ruleBreaches(team, rule) }))
    .filter(({ breaches }) => breaches.length > 0);
  if (breaking.length === 0) return null;
  const title = `${breaking.length} ${breaking.length === 1 ? 'team breaks' : 'teams break'} the ${season} keeper rule`;
  return (
    <Summary role="region" aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {breaking.map(({ team, breaches }) => (
          <li key={team.teamId}>
            {team.teamName}: {breaches.join('; ')}
          </li>
        ))}
      </ul>
    </Summary>
  );
}
