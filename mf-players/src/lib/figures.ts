// How the book writes a player's figures, in the table, on the cards and on his sheet alike.
import { formatPoints } from 'shared-ui';

/** What an empty figure shows: a dash, read out as "none". */
export const NONE = '—';

export const amountText = (value: number | null) => (value === null ? NONE : String(value));

/** Points to two decimals, as Home and the Schedule write them; none known is a dash, never 0 (docs/screens/players.md §4.8). */
export const pointsText = (value: number | null) => (value === null ? NONE : formatPoints(value));

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
