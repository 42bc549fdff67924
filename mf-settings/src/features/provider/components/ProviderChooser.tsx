// 'League provider': which fantasy provider the league follows (GET /api/provider) and its
// league there. The commissioner chooses Yahoo, Sleeper or ESPN: Yahoo's league is chosen
// through its OAuth card below; a Sleeper league by its id or from a Sleeper user's leagues; an
// ESPN league by its id, with a private league's cookies. A manager reads the choice.
import { errorMessage } from 'shared-auth';
import { providerIds, providerNames, type ProviderId, type ProviderStatus } from 'shared-contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  QueryState,
  Select,
  Skeleton,
  type QueryLike,
} from 'shared-ui';
import styled from 'styled-components';
import { Field, FieldError, FieldRow, Muted } from '../../../components/form-layout';
import { followingText } from '../../../lib/provider-status';
import { EspnLeagueForm, type EspnFollow } from './EspnLeagueForm';
import { SleeperLeagueForm } from './SleeperLeagueForm';

const Following = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export type ProviderChoice = {
  /** What the chooser shows: the league's provider until the commissioner picks another. */
  chosen: ProviderId;
  choose: (provider: ProviderId) => void;
  /** Whether the Sleeper id field takes focus as it shows ('Switch to Sleeper'). */
  focusSleeper: boolean;
  follow: {
    isPending: boolean;
    error: unknown;
    followSleeper: (leagueId: string) => void;
    followEspn: (body: EspnFollow) => void;
  };
};

/** The followed league in words, or that none is chosen yet. */
export function describeFollowed(status: ProviderStatus): string {
  return followingText(status) ?? `The league follows ${providerNames[status.provider]}; no league chosen yet.`;
}

export function ProviderChooser({
  status,
  canManage,
  choice,
}: {
  status: QueryLike<ProviderStatus>;
  canManage: boolean;
  choice: ProviderChoice;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>League provider</CardTitle>
        <CardDescription>Where the league's teams, games, rosters and live scores come from.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={status}
          loadingLabel="Loading the league's provider"
          skeleton={<Skeleton height="2.5rem" />}
          errorText={(error) => `Error loading the league's provider: ${errorMessage(error)}`}
        >
          {(current) => (
            <>
              <Following role="status" aria-label="Provider's league">
                {describeFollowed(current)}
              </Following>
              {canManage ? (
                <>
                  <FieldRow>
                    <Field as="div">
                      Provider
                      <Select
                        aria-label="Provider"
                        value={choice.chosen}
                        disabled={choice.follow.isPending}
                        onValueChange={(value) => choice.choose(value as ProviderId)}
                        options={providerIds.map((id) => ({ value: id, label: providerNames[id] }))}
                      />
                    </Field>
                  </FieldRow>
                  {choice.chosen === 'sleeper' && (
                    <SleeperLeagueForm
                      busy={choice.follow.isPending}
                      onFollow={choice.follow.followSleeper}
                      focusOnMount={choice.focusSleeper}
                    />
                  )}
                  {choice.chosen === 'espn' && (
                    <EspnLeagueForm busy={choice.follow.isPending} onFollow={choice.follow.followEspn} />
                  )}
                  {choice.follow.error !== null && choice.follow.error !== undefined && (
                    <FieldError role="alert">{errorMessage(choice.follow.error)}</FieldError>
                  )}
                </>
              ) : (
                <Muted>Only the commissioner chooses the league's provider.</Muted>
              )}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
