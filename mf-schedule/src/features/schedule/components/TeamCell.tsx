// One side of a schedule row: the team's dropdown (the commissioner's, disabled while locked)
// or its name (everyone else), with the team's abbreviation badge (shared-ui's, as on Home);
// the member's own team marked (docs/web.md §12).
import type { ScheduleMatchup, Team } from 'shared-contracts';
import { useOwnTeamId } from 'shared-auth';
import { OwnTeamMark, ownTeamAttributes, Select, TeamBadge, VisuallyHidden, type SelectOption } from 'shared-ui';
import styled from 'styled-components';
import type { TeamSide } from '../model/team-change';

const Cell = styled.div<{ $side: TeamSide }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  flex-direction: ${({ $side }) => ($side === 'away' ? 'row-reverse' : 'row')};
  @media (max-width: 720px) {
    flex-direction: row;
  }
`;

const TeamSelect = styled(Select)`
  flex: 1 1 auto;
  width: 100%;
  min-width: 0;
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const TeamName = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export interface TeamCellProps {
  matchup: ScheduleMatchup;
  side: TeamSide;
  /** What the row is called in labels: 'Week 3 game 2'. */
  rowLabel: string;
  /** null: read-only (not the commissioner); otherwise the dropdown, disabled while locked. */
  editor: { options: readonly SelectOption[]; disabled: boolean; onChange: (value: string) => void } | null;
}

export function TeamCell({ matchup, side, rowLabel, editor }: TeamCellProps) {
  const team = side === 'home' ? matchup.homeTeam : matchup.awayTeam;
  const teamId = side === 'home' ? matchup.homeTeamId : matchup.awayTeamId;
  const sideLabel = side === 'home' ? 'Home team' : 'Away team';
  const own = useOwnTeamId() === teamId;
  return (
    <Cell $side={side} {...ownTeamAttributes(own)}>
      {editor ? (
        <TeamSelect
          aria-label={`${sideLabel}, ${rowLabel}`}
          value={String(teamId)}
          options={withCurrent(editor.options, teamId, team.name)}
          disabled={editor.disabled}
          onValueChange={editor.onChange}
        />
      ) : (
        <TeamName>
          <VisuallyHidden>{`${sideLabel}: `}</VisuallyHidden>
          {team.name}
        </TeamName>
      )}
      {own && <OwnTeamMark />}
      <TeamBadge abbreviation={team.abbreviation} title={team.name} data-testid={`${side}-abbreviation`} />
    </Cell>
  );
}

/** The dropdown's choices: every team of the league, by name. */
export function teamOptions(teams: readonly Team[] | undefined): SelectOption[] {
  return [...(teams ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((team) => ({ value: String(team.id), label: team.name }));
}

/** The row's own team is always a choice, so the dropdown names it while the teams still load. */
function withCurrent(options: readonly SelectOption[], teamId: number, name: string): readonly SelectOption[] {
  const value = String(teamId);
  return options.some((option) => option.value === value) ? options : [{ value, label: name }, ...options];
}
