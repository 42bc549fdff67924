// CSV export (docs/product.md §5 columns, docs/screens/players.md §4.5 file name): the players the screen shows, in its order.
import Papa from 'papaparse';
import { type Player } from 'shared-contracts';
import { escapeFormula } from 'shared-contracts/csv-formula';
import { CSV_COLUMNS, type CsvColumn } from 'shared-contracts/player-csv';

const cellOf: Record<CsvColumn, (player: Player) => string | number | boolean | null> = {
  id: (player) => player.id,
  name: (player) => player.name,
  position: (player) => player.position,
  nflTeam: (player) => player.nflTeam,
  fantasyTeamName: (player) => player.teamName,
  yahooTeamKey: (player) => player.yahooTeamKey,
  isKeeper: (player) => player.isKeeper,
  isRookie: (player) => player.isRookie,
  auctionPrice: (player) => player.auctionPrice,
  buffer: (player) => player.buffer,
  previousYearValue: (player) => player.previousYearValue,
  yearsKept: (player) => player.yearsKept,
  currentYearValue: (player) => player.currentYearValue,
};

/**
 * A cell's text (docs/screens/players.md §4.5): empty for null, true/false for booleans, a
 * number as it is (-5 too: it is no formula, and a spreadsheet must read it as a number), and
 * text formula-escaped.
 */
function cellText(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return escapeFormula(String(value));
}

/** The file's text: a header row, then one row per player; every field in double quotes. */
export function playersToCsv(players: readonly Player[]): string {
  const rows = players.map((player) => CSV_COLUMNS.map((column) => cellText(cellOf[column](player))));
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { quotes: true, newline: '\r\n' });
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** docs/screens/players.md §4.5: players_{year}_{date}.csv, the date as YYYY-MM-DD on the user's calendar. */
export function exportFileName(year: number, today: Date = new Date()): string {
  const date = `${today.getFullYear()}-${twoDigits(today.getMonth() + 1)}-${twoDigits(today.getDate())}`;
  return `players_${year}_${date}.csv`;
}
