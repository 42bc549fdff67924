/** Rows per INSERT: well under PostgreSQL's 65,535 parameters, and fast on PGlite. */
export const INSERT_CHUNK = 1000;

/**
 * Inserts rows in chunks of at most INSERT_CHUNK and answers the new ids in the rows' order
 * (a serial hands out ids in VALUES order, so ascending ids are that order).
 */
export async function insertChunked<Row>(
  rows: Row[],
  insert: (chunk: Row[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const inserted = await insert(rows.slice(start, start + INSERT_CHUNK));
    ids.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}
