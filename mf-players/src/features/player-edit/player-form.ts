// A player as the edit forms hold it (text for inputs, flags for checkboxes), and docs/screens/players.md §4.3's
// Add Player rules for turning a form into what the API is sent.
import {
  canonicalNflTeam,
  canonicalPosition,
  FREE_AGENT_KEY,
  nameProblem,
  type Player,
  type PlayerFields,
  unknownPositionMessage,
} from 'shared-contracts';
import { MAX_AMOUNT, readAmount, readDraftRound } from 'shared-contracts/player-rules';
import type { NameIndex } from 'shared-contracts/name-compare';
import { ADD_PLAYER_TEXT } from '../../lib/messages';

/** The players of the year whose name is one with `name` (docs/api.md §4). */
export type Namesakes = (name: string) => readonly Player[];

/**
 * The year's players filed by name once, with `NameIndex` of `shared-contracts/name-compare`
 * (which the form's hook loads on first use: its Unicode data stays out of the first view,
 * docs/performance.md §2.2). A check then reads the keys of the one name typed, not every
 * player's keys again on every submit.
 */
export function namesakesAmong(yearPlayers: readonly Player[], Index: typeof NameIndex): Namesakes {
  const index = new Index<Player>();
  for (const player of yearPlayers) index.add(player.name, player);
  return (name) => index.findAll(name);
}

export const NUMBER_FIELDS = ['auctionPrice', 'buffer', 'previousYearValue', 'yearsKept', 'currentYearValue'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];
export const FLAG_FIELDS = ['isKeeper', 'isRookie'] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

export interface PlayerForm {
  name: string;
  position: string;
  /** One of the 32 NFL team abbreviations, or '' before one is chosen. */
  nflTeam: string;
  /** A fantasy team's id as text, or FREE_AGENT_KEY (the placeholder of docs/product.md §6). */
  team: string;
  auctionPrice: string;
  buffer: string;
  previousYearValue: string;
  yearsKept: string;
  currentYearValue: string;
  /** The round he was drafted in, 1 to 5, or '' for not drafted (the keeper rule "drafted round" reads it). */
  draftRound: string;
  isKeeper: boolean;
  isRookie: boolean;
}
export type FormField = keyof PlayerForm;

export const EMPTY_FORM: PlayerForm = {
  name: '',
  position: '',
  nflTeam: '',
  team: FREE_AGENT_KEY,
  auctionPrice: '',
  buffer: '',
  previousYearValue: '',
  yearsKept: '',
  currentYearValue: '',
  draftRound: '',
  isKeeper: false,
  isRookie: false,
};

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** The form showing a stored player. */
export function formOf(player: Player): PlayerForm {
  return {
    name: player.name,
    position: player.position,
    nflTeam: player.nflTeam,
    team: player.teamId === null ? FREE_AGENT_KEY : String(player.teamId),
    auctionPrice: numberText(player.auctionPrice),
    buffer: numberText(player.buffer),
    previousYearValue: numberText(player.previousYearValue),
    yearsKept: String(player.yearsKept),
    currentYearValue: numberText(player.currentYearValue),
    draftRound: numberText(player.draftRound),
    isKeeper: player.isKeeper,
    isRookie: player.isRookie,
  };
}

/** docs/screens/players.md §4.3: the position input is upper-cased (as it is typed). */
export const positionInput = (text: string) => text.toUpperCase();

/** docs/screens/players.md §4.3: an empty number is null, except Years Kept, which is 0. */
export function numberValue(field: NumberField, text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return field === 'yearsKept' ? 0 : null;
  return Number(trimmed);
}

/** The API fields for some form fields (a whole form, or one batch edit's changes). */
export function toPlayerFields(form: Partial<PlayerForm>): PlayerFields {
  const fields: PlayerFields = {};
  if (form.name !== undefined) fields.name = form.name.trim();
  if (form.position !== undefined) fields.position = form.position.trim().toUpperCase();
  if (form.nflTeam !== undefined) fields.nflTeam = canonicalNflTeam(form.nflTeam) ?? form.nflTeam.trim();
  if (form.team !== undefined) fields.teamId = form.team === FREE_AGENT_KEY ? null : Number(form.team);
  for (const field of NUMBER_FIELDS) {
    const text = form[field];
    if (text !== undefined) fields[field] = numberValue(field, text);
  }
  if (form.draftRound !== undefined) fields.draftRound = draftRoundValue(form.draftRound);
  for (const field of FLAG_FIELDS) {
    const flag = form[field];
    if (flag !== undefined) fields[field] = flag;
  }
  return fields;
}

/** The drafted round typed: empty is null (not drafted). */
const draftRoundValue = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

export type FormCheck = { ok: true; fields: PlayerFields } | { ok: false; message: string; field: FormField };

export const WHOLE_NUMBER_MESSAGE = 'Amounts and Years Kept must be whole numbers of 0 or more';
export const TOO_LARGE_MESSAGE = `Amounts and Years Kept must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`;
/** The form's words for the API's drafted-round rule (shared-contracts' readDraftRound). */
export const DRAFT_ROUND_MESSAGE = 'Drafted round must be a whole number from 1 to 5, or empty if he was not drafted';

/**
 * The first number box the API's amount rule (shared-contracts' readAmount) would refuse, and
 * the form's words for why.
 */
export function numberProblem(form: Partial<PlayerForm>): { field: NumberField; message: string } | undefined {
  const field = NUMBER_FIELDS.find(
    (candidate) => form[candidate] !== undefined && !readAmount(candidate, form[candidate]).ok,
  );
  if (!field) return undefined;
  const value = Number(form[field]?.trim());
  return { field, message: Number.isInteger(value) && value > MAX_AMOUNT ? TOO_LARGE_MESSAGE : WHOLE_NUMBER_MESSAGE };
}

/**
 * docs/screens/players.md §4.3's Add Player rules, also used by single-player edit (where `self` is the player
 * edited, whose own name is no clash): the three required fields, a name without invisible
 * characters, a position of the book, then a name another player of the year already has in
 * any letter case or form.
 */
export function checkPlayerForm(form: PlayerForm, namesakes: Namesakes, self?: Player): FormCheck {
  const missing = (['name', 'position', 'nflTeam'] as const).find((field) => form[field].trim() === '');
  if (missing) return { ok: false, message: ADD_PLAYER_TEXT.required, field: missing };
  // The API's rule for names (docs/api.md §4): no invisible or text-direction character, and
  // two names that look alike (letter case, fullwidth forms, spacing, look-alike letters) are one.
  const hidden = nameProblem('Name', form.name);
  if (hidden) return { ok: false, message: hidden, field: 'name' };
  // A position the book has no such thing as; a player kept from before keeps his own.
  const position = form.position.trim().toUpperCase();
  if (!canonicalPosition(position) && position !== self?.position)
    return { ok: false, message: unknownPositionMessage(position), field: 'position' };
  const name = form.name.trim();
  const clash = namesakes(name).find((other) => other.id !== self?.id);
  if (clash) return { ok: false, message: ADD_PLAYER_TEXT.alreadyExists(name), field: 'name' };
  const wrong = numberProblem(form);
  if (wrong) return { ok: false, message: wrong.message, field: wrong.field };
  if (!readDraftRound(form.draftRound).ok) return { ok: false, message: DRAFT_ROUND_MESSAGE, field: 'draftRound' };
  return { ok: true, fields: toPlayerFields(form) };
}

/** The form fields whose value differs from the player's (what an edit sends). */
export function changedFields(player: Player, form: Partial<PlayerForm>): Partial<PlayerForm> {
  const stored = formOf(player);
  const changes: Partial<PlayerForm> = {};
  for (const field of Object.keys(form) as FormField[]) {
    const value = form[field];
    if (value === undefined) continue;
    const same =
      typeof value === 'string'
        ? normalised(field, value) === normalised(field, stored[field] as string)
        : value === stored[field];
    if (!same) Object.assign(changes, { [field]: value });
  }
  return changes;
}

/** Text compared the way the API will store it ("" and "0" years kept are the same). */
function normalised(field: FormField, text: string): string {
  if ((NUMBER_FIELDS as readonly string[]).includes(field)) return String(numberValue(field as NumberField, text));
  if (field === 'draftRound') return String(draftRoundValue(text));
  if (field === 'position') return text.trim().toUpperCase();
  if (field === 'nflTeam') return canonicalNflTeam(text) ?? text.trim();
  return field === 'name' ? text.trim() : text;
}
