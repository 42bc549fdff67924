// Reading a CSV file with papaparse: in a Web Worker for big files (the page keeps painting),
// in chunks so a long file reports progress. Headers are normalised here, on the page side,
// because a worker cannot be handed functions such as papaparse's transformHeader.
// Each row keeps the file line it starts on (docs/screens/players.md §4.5: the header is row
// 1), so blank lines are skipped here rather than by papaparse, which would lose their count,
// and a value's own line breaks are counted.
import Papa from 'papaparse';
import { normaliseHeader } from 'shared-contracts/player-csv';
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

/** How many line breaks `texts` hold (a quoted value may span lines; CR LF is one break). */
function lineBreaksIn(texts: readonly unknown[]): number {
  let breaks = 0;
  for (const text of texts)
    if (typeof text === 'string') breaks += text.match(/\r\n|\r|\n/g)?.length ?? 0;
    else if (Array.isArray(text)) breaks += lineBreaksIn(text);
  return breaks;
}

/** A row with nothing but blanks (an empty line, spaces, or separators only): papaparse's 'greedy' skip. */
const isBlankRow = (values: readonly unknown[]): boolean =>
  values.every((value) => (Array.isArray(value) ? isBlankRow(value) : String(value ?? '').trim() === ''));

/** Blank lines (nothing, spaces or separators) before the header, a byte-order mark first. */
const LEADING_BLANK_LINES = /^\uFEFF?(?:[ \t,;]*(?:\r\n|\r|\n))+/;
/** How much of a file's start is read to find them. */
const HEAD_BYTES = 64 * 1024;

/** A file's first bytes as text, its byte-order mark kept (so the bytes to skip can be counted). */
function readHead(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, HEAD_BYTES));
  });
}

/**
 * `input` without the blank lines before its header, and how many there were: papaparse,
 * which no longer skips blank lines (their count is kept), would take the first for the header.
 */
async function fromHeader(input: File | string): Promise<{ input: File | string; blankLines: number }> {
  const head = typeof input === 'string' ? input : await readHead(input);
  const blank = LEADING_BLANK_LINES.exec(head)?.[0];
  if (!blank) return { input, blankLines: 0 };
  const blankLines = blank.match(/\r\n|\r|\n/g)?.length ?? 0;
  if (typeof input === 'string') return { input: input.slice(blank.length), blankLines };
  // A File again (papaparse reads Files, not bare Blobs); the browser does not copy the bytes.
  const rest = input.slice(new TextEncoder().encode(blank).length);
  return { input: new File([rest], input.name, { type: input.type }), blankLines };
}

/** Parses `input` (a File, or text in tests and the benchmark) into rows keyed by column. */
export async function parseCsv(whole: File | string, { onProgress, worker }: ParseCsvOptions = {}): Promise<ParsedCsv> {
  const { input, blankLines } = await fromHeader(whole);
  const size = typeof input === 'string' ? input.length : input.size;
  const useWorker = worker ?? size >= WORKER_THRESHOLD_BYTES;
  return new Promise((resolve, reject) => {
    const rows: RawRow[] = [];
    const lines: number[] = [];
    const errors: ParsedCsv['errors'][number][] = [];
    /** papaparse's index of each blank row it read: their field-count errors are no fault. */
    const blankRows = new Set<number>();
    let fields: string[] = [];
    let read = 0;
    let line = 0;
    Papa.parse<RawRow>(input as File, {
      header: true,
      skipEmptyLines: false,
      worker: useWorker,
      chunkSize: CHUNK_BYTES,
      chunk: (results) => {
        if (fields.length === 0 && results.meta.fields) {
          fields = results.meta.fields;
          line = 2 + blankLines + lineBreaksIn(fields);
        }
        // A loop, not push(...rows): a spread of a very large chunk overflows the stack.
        for (const row of results.data) {
          const values = Object.values(row);
          if (isBlankRow(values)) blankRows.add(read);
          else {
            rows.push(row);
            lines.push(line);
          }
          line += 1 + lineBreaksIn(values);
          read += 1;
        }
        for (const error of results.errors) errors.push(error);
        if (size > 0) onProgress?.(Math.min(1, results.meta.cursor / size));
      },
      complete: () => {
        onProgress?.(1);
        const faults = errors.filter((error) => error.row === undefined || !blankRows.has(error.row));
        resolve({ ...normaliseRows(rows, fields), lines, errors: faults });
      },
      error: (error: Error) => reject(error),
    });
  });
}
