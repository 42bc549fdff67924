// 'Import CSV' end to end: read the file (papaparse, a worker for big files), apply docs/screens/players.md §4.5's
// rules, then one POST /api/players/upsert, which writes every row or none. Each stage is
// reported so a long file shows its progress; every row left out or refused, and every value
// read as blank, is listed with its file row, column and reason.
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import type { UpsertPlayersResult } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { upsertPlayers, useRefreshPlayers } from '../../../lib/players-api';
import { CSV_TEXT } from '../../../lib/messages';
import type { ImportPlan, ImportTeam, RowProblem } from '../import-rules';
import { isCsvFileName, parseCsv } from '../parse-csv';
import { inFileOrder, notImportedText, problemsOfRefusal, problemsText, readAsBlankText } from '../row-problems';

export type ImportState =
  | { stage: 'idle' }
  | { stage: 'reading'; fileName: string; fraction: number }
  | { stage: 'saving'; fileName: string; count: number }
  /** Imported, but some rows were left out or values read as blank: they stay listed until dismissed. */
  | { stage: 'partial'; fileName: string; refused: RowProblem[]; warnings: RowProblem[] }
  /** Nothing was imported: why, and row by row when the rows are to blame. */
  | { stage: 'failed'; fileName: string; message: string; refused: RowProblem[]; warnings: RowProblem[] };

/** Why one bad row stops the whole file once it reaches the server. */
const ALL_OR_NONE = 'A file is written whole or not at all: fix the rows below and import it again.';

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
    // The rules come with the name comparison's Unicode data: their load starts when a file is
    // chosen and runs beside the reading, not after it. A failed load is told as such, not as
    // a fault of the file (its rejection is handled below, once the reading is done).
    const rules = import('../import-rules');
    rules.catch(() => undefined);
    let plan: ImportPlan;
    try {
      const parsed = await parseCsv(file, {
        onProgress: (fraction) => setState({ stage: 'reading', fileName, fraction }),
      });
      plan = await rules.then(
        ({ planImport }) => planImport(parsed, teams),
        (error: unknown) => {
          console.error('CSV import rules failed to load', error);
          return { ok: false as const, message: CSV_TEXT.rulesUnavailable };
        },
      );
    } catch (error) {
      console.error('CSV read failed', error);
      plan = {
        ok: false as const,
        message: CSV_TEXT.parseError(error instanceof Error ? error.message : String(error)),
      };
    }
    if (!plan.ok) {
      // Every row refused: the message of docs/screens/players.md §4.5, and the list of why, which stays on the page.
      const refused = plan.refused ?? [];
      setState(
        refused.length > 0
          ? { stage: 'failed', fileName, message: plan.message, refused, warnings: [] }
          : { stage: 'idle' },
      );
      toast({ title: plan.message, variant: 'destructive' });
      return null;
    }

    const { refused, warnings } = plan;
    // docs/screens/players.md §4.5: the rows left out, and the values read as blank, each counted.
    const told = [
      ...(refused.length > 0 ? [notImportedText(refused)] : []),
      ...(warnings.length > 0 ? [readAsBlankText(warnings)] : []),
    ];
    const leftOut = told.length > 0 ? told.join(' ') : undefined;
    toast({ title: CSV_TEXT.attempting(plan.players.length), description: leftOut });
    setState({ stage: 'saving', fileName, count: plan.players.length });
    try {
      const result = await upsertPlayers({ year, players: plan.players });
      setState(
        refused.length > 0 || warnings.length > 0
          ? { stage: 'partial', fileName, refused, warnings }
          : { stage: 'idle' },
      );
      toast({ title: CSV_TEXT.importSucceeded(result.created, result.updated), description: leftOut });
      return result;
    } catch (error) {
      console.error('CSV import failed', error);
      // The server refused the whole call: its rows join the ones the rules left out.
      const fromServer = problemsOfRefusal(error, plan.fileRows);
      const reason = fromServer.length > 0 ? problemsText(fromServer) : errorMessage(error, '');
      const message = fromServer.length > 0 ? ALL_OR_NONE : reason || 'Unknown error';
      setState({ stage: 'failed', fileName, message, refused: inFileOrder([...fromServer, ...refused]), warnings });
      toast({ title: CSV_TEXT.importFailed(reason), variant: 'destructive' });
      return null;
    } finally {
      void refresh();
    }
  }

  return { state, importFile, dismiss: () => setState({ stage: 'idle' }) };
}
