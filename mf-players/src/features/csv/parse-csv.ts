// Reading a CSV file with papaparse: in a Web Worker for big files (the page keeps painting),
// in chunks so a long file reports progress. Headers are normalised here, on the page side,
// because a worker cannot be handed functions such as papaparse's transformHeader.
import Papa from 'papaparse';
import { normaliseHeader } from 'shared-contracts';
import type { ParsedCsv } from './import-rules';

/** Files from this size on are read in a worker (a 3,000-player book is about 250 KB). */
export const WORKER_THRESHOLD_BYTES = 200 * 1024;
/** Each chunk reports progress; small enough for several reports on a big file. */
export const CHUNK_BYTES = 128 * 1024;

export const isCsvFileName = (fileName: string) => /\.csv$/i.test(fileName.trim());

export interface ParseCsvOptions {
  /** Called after each chunk with the share of the file read so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Force (or forbid) the worker; by default big files use one. */
  worker?: boolean;
}

type RawRow = Record<string, string | undefined>;

/** Renames each row's keys from the file's headers to the columns they name. */
function normaliseRows(rows: RawRow[], fields: readonly string[]): { rows: RawRow[]; fields: string[] } {
  const renamed = fields.map(normaliseHeader);
  if (renamed.every((field, index) => field === fields[index])) return { rows, fields: renamed };
  const pairs = fields.map((field, index) => [field, renamed[index] ?? field] as const);
  return {
    fields: renamed,
    rows: rows.map((row) => {
      const out: RawRow = {};
      for (const [from, to] of pairs) out[to] = row[from];
      return out;
    }),
  };
}

/** Parses `input` (a File, or text in tests and the benchmark) into rows keyed by column. */
export function parseCsv(input: File | string, { onProgress, worker }: ParseCsvOptions = {}): Promise<ParsedCsv> {
  const size = typeof input === 'string' ? input.length : input.size;
  const useWorker = worker ?? size >= WORKER_THRESHOLD_BYTES;
  return new Promise((resolve, reject) => {
    const rows: RawRow[] = [];
    const errors: ParsedCsv['errors'][number][] = [];
    let fields: string[] = [];
    Papa.parse<RawRow>(input as File, {
      header: true,
      skipEmptyLines: 'greedy',
      worker: useWorker,
      chunkSize: CHUNK_BYTES,
      chunk: (results) => {
        // A loop, not push(...rows): a spread of a very large chunk overflows the stack.
        for (const row of results.data) rows.push(row);
        for (const error of results.errors) errors.push(error);
        if (fields.length === 0 && results.meta.fields) fields = results.meta.fields;
        if (size > 0) onProgress?.(Math.min(1, results.meta.cursor / size));
      },
      complete: () => {
        onProgress?.(1);
        resolve({ ...normaliseRows(rows, fields), errors });
      },
      error: (error: Error) => reject(error),
    });
  });
}
