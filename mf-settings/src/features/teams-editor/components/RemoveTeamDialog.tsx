// Asks before a team is removed; the server refuses a team with history (games, picks,
// trades or players), and the toast says so.
import type { Team } from 'shared-contracts';
import { ConfirmRemoveDialog } from '../../../components/ConfirmRemoveDialog';
import { useRemoveTeam } from '../api/team-editor-api';

export function RemoveTeamDialog({ team }: { team: Team }) {
  const remove = useRemoveTeam();
  return (
    <ConfirmRemoveDialog name={team.name} title="Remove team" onConfirm={() => remove.mutate(team.id)}>
      Remove {team.name}? Only a team without games, picks, trades or players can be removed; rename the others.
    </ConfirmRemoveDialog>
  );
}
