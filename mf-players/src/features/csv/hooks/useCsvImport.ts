// 'Import CSV' end to end: read the file (papaparse, a worker for big files), apply SPEC.md §5's
// rules, then one POST /api/players/upsert, which writes every row or none. Each stage is
// reported so a long file shows its progress, and a refusal names the file's rows.
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import type { UpsertPlayersResult } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { upsertPlayers, useRefreshPlayers } from '../../players';
import { CSV_TEXT } from '../../players';
import { planImport, toFileRowNumbers, type ImportTeam } from '../import-rules';
import { isCsvFileName, parseCsv } from '../parse-csv';

export type ImportState =
  | { stage: 'idle' }
  | { stage: 'reading'; fileName: string; fraction: number }
  | { stage: 'saving'; fileName: string; count: number }
  | { stage: 'failed'; fileName: string; message: string };

/** "Skipped 2 rows … (rows 3 and 7)." for the toasts, or undefined when none was skipped. */
export function skippedText(rows: readonly number[]): string | undefined {
  if (rows.length === 0) return undefined;
  const listed = rows.slice(0, 10).join(', ');
  const more = rows.length > 10 ? ` and ${rows.length - 10} more` : '';
  const noun = rows.length === 1 ? 'row' : 'rows';
  return `Skipped ${rows.length} ${noun} without a name, a position or a known NFL team (${noun} ${listed}${more}).`;
}

export function useCsvImport(year: number, teams: readonly ImportTeam[]) {
  const [state, setState] = useState<ImportState>({ stage: 'idle' });
  const { toast } = useToast();
  const refresh = useRefreshPlayers();

  async function importFile(file: File): Promise<UpsertPlayersResult | null> {
    const fileName = file.name;
    if (!isCsvFileName(fileName)) {
      toast({ title: CSV_TEXT.notCsv(fileName), variant: 'destructive' });
      return null;
    }
    setState({ stage: 'reading', fileName, fraction: 0 });
    let plan;
    try {
      const parsed = await parseCsv(file, { onProgress: (fraction) => setState({ stage: 'reading', fileName, fraction }) });
      plan = planImport(parsed, teams);
    } catch (error) {
      console.error('CSV read failed', error);
      plan = { ok: false as const, message: CSV_TEXT.parseError(error instanceof Error ? error.message : String(error)) };
    }
    if (!plan.ok) {
      setState({ stage: 'idle' });
      toast({ title: plan.message, variant: 'destructive' });
      return null;
    }

    const skipped = skippedText(plan.skippedRows);
    toast({ title: CSV_TEXT.attempting(plan.players.length), description: skipped });
    setState({ stage: 'saving', fileName, count: plan.players.length });
    try {
      const result = await upsertPlayers({ year, players: plan.players });
      setState({ stage: 'idle' });
      toast({ title: CSV_TEXT.importSucceeded(result.created, result.updated), description: skipped });
      return result;
    } catch (error) {
      console.error('CSV import failed', error);
      const reason = toFileRowNumbers(errorMessage(error, ''), plan.fileRows);
      setState({ stage: 'failed', fileName, message: reason || 'Unknown error' });
      toast({ title: CSV_TEXT.importFailed(reason), variant: 'destructive' });
      return null;
    } finally {
      void refresh();
    }
  }

  return { state, importFile, dismiss: () => setState({ stage: 'idle' }) };
}
