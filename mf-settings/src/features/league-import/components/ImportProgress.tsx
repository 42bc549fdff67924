// Where the import is: seasons written out of those planned (or that it stopped before the
// first was read), the step it is on, and why it paused or stopped. Announced politely as it
// changes.
import type { ImportJob } from 'shared-contracts/provider-setup';
import styled from 'styled-components';
import { Muted } from '../../../components/form-layout';

const Bar = styled.progress`
  width: 100%;
  height: 0.75rem;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const STATUS_LABELS: Record<ImportJob['status'], string> = {
  running: 'Importing',
  paused: 'Paused',
  failed: 'Stopped',
  done: 'Done',
};

export function ImportProgress({ job, provider }: { job: ImportJob; provider: string }) {
  const written = job.completed.length;
  const total = job.seasons.length;
  return (
    <div role="status" aria-live="polite">
      {total === 0 ? (
        // The provider failed before the run knew its seasons (docs/api.md §13).
        <p>
          <strong>{STATUS_LABELS[job.status]}</strong>: before the first season was read
        </p>
      ) : (
        <>
          <p>
            <strong>{STATUS_LABELS[job.status]}</strong>: {written} of {total} seasons written ({job.seasons.join(', ')}
            )
          </p>
          <Bar max={total} value={written} aria-label="Seasons written" />
        </>
      )}
      {job.status === 'running' && (
        <Muted>
          {job.step} · {job.calls} {provider} calls
        </Muted>
      )}
      {job.status !== 'running' && job.message && <p>{job.message}</p>}
    </div>
  );
}
