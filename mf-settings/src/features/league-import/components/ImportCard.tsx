// Settings → Import from Yahoo (commissioner): choose how many seasons, preview what the
// import creates, updates and leaves alone, import (showing progress; a paused or stopped
// import resumes on the next run), and refresh finished weeks' scores on demand.
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Select, numberOptions } from 'shared-ui';
import { Field, FieldRow, Muted } from '../../../components/form-layout';
import { useLatestImport, usePreviewImport, useRefreshScores, useRunImport } from '../api/import-api';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportProgress } from './ImportProgress';

const SEASON_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export function ImportCard() {
  const [seasons, setSeasons] = useState(3);
  const preview = usePreviewImport();
  const run = useRunImport();
  const refresh = useRefreshScores();
  const latest = useLatestImport(run.isPending);
  const job = latest.data ?? null;
  const resumable = job && job.status !== 'done' && !run.isPending;
  const busy = preview.isPending || run.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Import from Yahoo</CardTitle>
        <CardDescription>
          The followed Yahoo league's teams, every week's games and scores of its season and the seasons before it, and its current rosters into the
          player book. Running it again updates what changed and never duplicates.
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
              options={numberOptions(SEASON_COUNTS, (count) => (count === 1 ? 'This season only' : `This season and ${count - 1} before`))}
            />
          </Field>
          <Button variant="outline" disabled={busy} onClick={() => preview.mutate(seasons)}>
            {preview.isPending ? 'Reading Yahoo...' : 'Preview import'}
          </Button>
          <Button disabled={busy || (!preview.data && !resumable)} onClick={() => run.mutate(seasons)}>
            {run.isPending ? 'Importing...' : resumable ? 'Resume import' : 'Import'}
          </Button>
          <Button variant="outline" disabled={busy || refresh.isPending} onClick={() => refresh.mutate()}>
            {refresh.isPending ? 'Refreshing...' : 'Refresh scores'}
          </Button>
        </FieldRow>
        {preview.isPending && <Muted role="status">Reading every week of {seasons} season(s) from Yahoo; this takes a while.</Muted>}
        {preview.isError && <p role="alert">Preview failed: {errorMessage(preview.error)}</p>}
        {preview.data && <ImportPreviewTable seasons={preview.data.seasons} caption="What the import will do" />}
        {latest.isError && <p role="alert">Error loading the last import: {errorMessage(latest.error)}</p>}
        {job && <ImportProgress job={job} />}
        {job && job.completed.length > 0 && !run.isPending && <ImportPreviewTable seasons={job.completed} caption="What the last import did" />}
      </CardContent>
    </Card>
  );
}
