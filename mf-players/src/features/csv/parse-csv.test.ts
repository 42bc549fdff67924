import { CHUNK_BYTES, isCsvFileName, parseCsv } from './parse-csv';

describe('reading a CSV file', () => {
  it('accepts only .csv file names', () => {
    expect(['book.csv', 'BOOK.CSV', 'players_2025_2026-01-05.csv'].map(isCsvFileName)).toEqual([true, true, true]);
    expect(['book.xlsx', 'book.csv.txt', 'csv', 'book.tsv'].map(isCsvFileName)).toEqual([false, false, false, false]);
  });

  it('reports progress chunk by chunk on a long file, ending at 1', async () => {
    const row = 'Some Player Name,WR,Dal,,,false,false,10,1,9,0,11\n';
    const text = `name,position,nflTeam,fantasyTeamName,yahooTeamKey,isKeeper,isRookie,auctionPrice,buffer,previousYearValue,yearsKept,currentYearValue\n${row.repeat(Math.ceil((3 * CHUNK_BYTES) / row.length))}`;
    const progress: number[] = [];
    const parsed = await parseCsv(new File([text], 'big.csv'), { onProgress: (fraction) => progress.push(fraction) });
    expect(parsed.rows.length).toBe(Math.ceil((3 * CHUNK_BYTES) / row.length));
    expect(progress.length).toBeGreaterThanOrEqual(4);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    expect(progress[0]).toBeLessThan(0.5);
  });

  it('keys rows by the columns their headers name', async () => {
    const parsed = await parseCsv('\uFEFF NAME ,nflteam,notes\nA,Buf,x\n');
    expect(parsed.fields).toEqual(['name', 'nflTeam', 'notes']);
    expect(parsed.rows).toEqual([{ name: 'A', nflTeam: 'Buf', notes: 'x' }]);
  });

  it('finds the header after blank lines, and numbers the rows by the file’s own lines', async () => {
    for (const input of [
      '\r\n,,\r\nname,position\r\nA,QB\r\n',
      new File(['\uFEFF\n \nname,position\nA,QB\n'], 'a.csv'),
    ]) {
      const parsed = await parseCsv(input);
      expect(parsed.fields).toEqual(['name', 'position']);
      expect(parsed.rows).toEqual([{ name: 'A', position: 'QB' }]);
      expect(parsed.lines).toEqual([4]);
    }
  });
});
