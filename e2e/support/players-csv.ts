// A player book of any size as CSV text, in the Players screen's export columns: the
// end-to-end tests and the Players benchmark import it. Deterministic, so runs compare.
import { NFL_TEAMS } from 'shared-contracts';

export const PLAYER_CSV_HEADER =
  'id,name,position,nflTeam,fantasyTeamName,yahooTeamKey,isKeeper,isRookie,auctionPrice,buffer,previousYearValue,yearsKept,currentYearValue';

const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];
// The first sixteen of the league's NFL teams: enough variety, and the books stay as they were.
const BOOK_NFL_TEAMS = NFL_TEAMS.slice(0, 16);

/** The name of row `index` (0-based) of a book made with `prefix`. */
export const bookPlayerName = (prefix: string, index: number) => `${prefix} ${String(index + 1).padStart(4, '0')}`;

/**
 * `count` players named "{prefix} 0001"…; every third rostered on `teamKeys` in turn (when
 * given), every fifth a keeper, every seventh a rookie, every fourth without a price.
 */
export function playerBookCsv(
  count: number,
  { prefix = 'Book Player', teamKeys = [] as readonly string[] } = {},
): string {
  const lines = [PLAYER_CSV_HEADER];
  for (let index = 0; index < count; index += 1) {
    const teamKey = teamKeys.length > 0 && index % 3 === 0 ? teamKeys[(index / 3) % teamKeys.length] : '';
    const price = index % 4 === 3 ? '' : String((index * 7) % 80);
    lines.push(
      [
        '',
        bookPlayerName(prefix, index),
        POSITIONS[index % POSITIONS.length],
        BOOK_NFL_TEAMS[index % BOOK_NFL_TEAMS.length],
        '',
        teamKey,
        index % 5 === 0 ? 'true' : 'false',
        index % 7 === 0 ? 'true' : 'false',
        price,
        price ? String(index % 6) : '',
        price,
        String(index % 3),
        price ? String(Number(price) + 2) : '',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
