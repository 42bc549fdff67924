// Which provider league the app follows, when the connected account plays in more than one
// (the commissioner's choice: only they see the account's leagues).
import { Select } from 'shared-ui';
import { useFollowLeague, useProviderLeagues } from '../api/provider-api';
import type { Log } from '../hooks/useDebugLog';
import { Field, FieldRow } from '../../../components/form-layout';

export function LeagueChooser({ log }: { log: Log }) {
  const leagues = useProviderLeagues();
  const follow = useFollowLeague(log);
  if (!leagues.data || leagues.data.length < 2) return null;
  const followed = leagues.data.find((league) => league.isFollowed);

  return (
    <FieldRow>
      <Field as="div">
        Followed league
        <Select
          aria-label="Followed league"
          value={followed?.leagueKey ?? ''}
          disabled={follow.isPending}
          onValueChange={(value) => follow.mutate(value)}
          options={leagues.data.map((league) => ({
            value: league.leagueKey,
            label: `${league.name} (${league.season})`,
          }))}
        />
      </Field>
    </FieldRow>
  );
}
