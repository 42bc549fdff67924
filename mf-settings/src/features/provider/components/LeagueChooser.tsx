// Which provider league the app follows, when the connected account plays in more than one.
import { useQueryClient } from '@tanstack/react-query';
import { serverMessage } from 'shared-auth';
import { Select } from 'shared-ui';
import { followLeague, providerKeys, useProviderLeagues } from '../api/provider-api';
import type { Log } from '../hooks/useDebugLog';
import { Field, FieldRow } from '../../../components/form-layout';

export function LeagueChooser({ canManage, log }: { canManage: boolean; log: Log }) {
  const queryClient = useQueryClient();
  const leagues = useProviderLeagues();
  if (!leagues.data || leagues.data.length < 2) return null;
  const followed = leagues.data.find((league) => league.isFollowed);

  const follow = async (leagueKey: string) => {
    log(`Following league ${leagueKey}...`);
    try {
      log((await followLeague(leagueKey)).message);
    } catch (error) {
      log(`Error choosing league: ${serverMessage(error)}`);
    }
    await queryClient.invalidateQueries({ queryKey: providerKeys.all });
  };

  return (
    <FieldRow>
      <Field as="div">
        Followed league
        <Select
          aria-label="Followed league"
          value={followed?.leagueKey ?? ''}
          disabled={!canManage}
          onValueChange={(value) => void follow(value)}
          options={leagues.data.map((league) => ({ value: league.leagueKey, label: `${league.name} (${league.season})` }))}
        />
      </Field>
    </FieldRow>
  );
}
