// Settings → Import from {provider} (commissioner), Yahoo or Sleeper, whichever the league
// follows: choose how many seasons, preview what the import creates, updates and leaves alone
// (with Sleeper's traded picks, keepers and FAAB), answer what the preview asks (own teams
// linked to no provider team, whose games stay where they clash, which keepers move, whether
// unrostered players are freed, whose answer stands where the provider's would undo a trade
// made in the app), import
// (showing progress; a paused or stopped import resumes on the next run), and refresh
// finished weeks' scores on demand.
import { useState } from 'react';
import type { ConflictChoice } from 'shared-contracts/provider-setup';
import { errorMessage } from 'shared-auth';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  QueryError,
  Select,
  numberOptions,
} from 'shared-ui';
import { Field, FieldRow, Muted } from '../../../components/form-layout';
import { providerNameOf, useProviderStatus } from '../../../lib/provider-status';
import { useLatestImport, usePreviewImport, useRefreshScores, useRunImport } from '../api/import-api';
import { ConflictChoices } from './ConflictChoices';
import { ImportPreviewTable } from './ImportPreviewTable';
import { OwnTeamsWarning } from './OwnTeamsWarning';
import { PlayerChanges } from './PlayerChanges';
import { TradeUndoChoices, undoKey } from './TradeUndoChoices';
import { ImportProgress } from './ImportProgress';
import { ImportWarnings } from './ImportWarnings';

const SEASON_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export function ImportCard() {
  const [seasons, setSeasons] = useState(3);
  const [keep, setKeep] = useState<ReadonlyMap<number, ConflictChoice>>(new Map());
  const [moveKeepers, setMoveKeepers] = useState<ReadonlySet<number>>(new Set());
  const [releaseUnrostered, setReleaseUnrostered] = useState(false);
  const [addBesideOwnTeams, setAddBesideOwnTeams] = useState(false);
  const [tradeUndos, setTradeUndos] = useState<ReadonlyMap<string, ConflictChoice>>(new Map());
  const status = useProviderStatus();
  const provider = providerNameOf(status.data?.provider);
  const preview = usePreviewImport();
  const run = useRunImport();
  const refresh = useRefreshScores();
  const latest = useLatestImport(run.isPending);
  const job = latest.data ?? null;
  const resumable = job && job.status !== 'done' && !run.isPending;
  const busy = preview.isPending || run.isPending;
  const previewed = preview.data?.seasons ?? [];
  const unanswered = previewed
    .filter((season) => season.conflicts && !keep.has(season.season))
    .map((season) => season.season);
  const playerChanges = previewed.flatMap((season) => season.playerChanges);
  const undos = previewed.flatMap((season) => season.tradeUndos);
  const takeProviderPlayers = new Set(
    undos
      .filter((undo) => undo.kind === 'player' && tradeUndos.get(undoKey(undo)) === 'provider')
      .map((undo) => undo.id),
  );
  const ownTeams = preview.data?.ownTeams ?? null;
  const ownTeamsUnanswered = ownTeams !== null && !addBesideOwnTeams;
  const startPreview = () => {
    setKeep(new Map());
    setMoveKeepers(new Set());
    setReleaseUnrostered(false);
    setAddBesideOwnTeams(false);
    setTradeUndos(new Map());
    preview.mutate(seasons);
  };
  const startImport = () =>
    run.mutate({
      seasons,
      conflicts: [...keep].map(([season, choice]) => ({ season, keep: choice })),
      moveKeepers: [...moveKeepers],
      releaseUnrostered,
      addBesideOwnTeams,
      tradeUndos: undos.map((undo) => ({
        kind: undo.kind,
        id: undo.id,
        keep: tradeUndos.get(undoKey(undo)) ?? 'league',
      })),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Import from {provider}</CardTitle>
        <CardDescription>
          The followed {status.data ? `${provider} league` : 'league'}'s teams, every week's games and scores of its
          season and the seasons before it, and its current rosters into the player book
          {status.data?.provider === 'sleeper'
            ? ', with its traded draft picks, keepers and FAAB budgets'
            : status.data?.provider === 'espn'
              ? ', with its keepers and FAAB budgets'
              : ''}
          . Running it again updates what changed and never duplicates.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FieldRow>
          <Field as="div">
            Seasons
            <Select
              aria-label="Seasons to import"
              value={String(seasons)}
              onValueChange={(value) => {
                setSeasons(Number(value));
                preview.reset();
              }}
              options={numberOptions(SEASON_COUNTS, (count) =>
                count === 1 ? 'This season only' : `This season and ${count - 1} before`,
              )}
            />
          </Field>
          <Button variant="outline" disabled={busy} onClick={startPreview}>
            {preview.isPending ? `Reading ${provider}...` : 'Preview import'}
          </Button>
          <Button
            disabled={busy || (!preview.data && !resumable) || unanswered.length > 0 || ownTeamsUnanswered}
            onClick={startImport}
          >
            {run.isPending ? 'Importing...' : resumable ? 'Resume import' : 'Import'}
          </Button>
          <Button variant="outline" disabled={busy || refresh.isPending} onClick={() => refresh.mutate()}>
            {refresh.isPending ? 'Refreshing...' : 'Refresh scores'}
          </Button>
        </FieldRow>
        {preview.isPending && (
          <Muted role="status">
            Reading every week of {seasons} season(s) from {provider}; this takes a while.
          </Muted>
        )}
        {preview.isError && <p role="alert">Preview failed: {errorMessage(preview.error)}</p>}
        {preview.data && (
          <>
            <ImportPreviewTable seasons={previewed} caption="What the import will do" />
            <ImportWarnings seasons={previewed} id="import-preview-warnings" />
            {ownTeams && (
              <OwnTeamsWarning
                ownTeams={ownTeams}
                provider={provider}
                // Link Teams is Yahoo's card; a Sleeper import links the teams it matches itself.
                canLink={status.data?.provider !== 'sleeper' && status.data?.provider !== 'espn'}
                addBeside={addBesideOwnTeams}
                onAddBeside={setAddBesideOwnTeams}
              />
            )}
            <ConflictChoices
              provider={provider}
              seasons={previewed}
              chosen={keep}
              onChoose={(season, choice) => setKeep(new Map(keep).set(season, choice))}
            />
            {unanswered.length > 0 && <Muted>Choose whose games stay for {unanswered.join(' and ')} to import.</Muted>}
            <TradeUndoChoices
              provider={provider}
              undos={undos}
              chosen={tradeUndos}
              onChoose={(key, choice) => setTradeUndos(new Map(tradeUndos).set(key, choice))}
            />
            {previewed.some((season) => season.players) && (
              <PlayerChanges
                provider={provider}
                changes={playerChanges}
                choices={{ moveKeepers, releaseUnrostered, takeProvider: takeProviderPlayers }}
                onReleaseUnrostered={setReleaseUnrostered}
                onTickKeeper={(playerId, ticked) => {
                  const next = new Set(moveKeepers);
                  if (ticked) next.add(playerId);
                  else next.delete(playerId);
                  setMoveKeepers(next);
                }}
              />
            )}
          </>
        )}
        {latest.isError && (
          <QueryError
            message={`Error loading the last import: ${errorMessage(latest.error)}`}
            onRetry={() => void latest.refetch()}
          />
        )}
        {job && <ImportProgress job={job} provider={provider} />}
        {job && job.completed.length > 0 && !run.isPending && (
          <>
            <ImportPreviewTable seasons={job.completed} caption="What the last import did" />
            <ImportWarnings seasons={job.completed} id="import-last-warnings" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
