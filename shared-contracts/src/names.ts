// Names people see (teams and their abbreviations, players, the league, members): one rule
// for every name, shared by the web apps and the API, so two names that look the same are the
// same name. A name is stored in Unicode's compatibility form (NFKC: fullwidth 'Ｇ' is 'G',
// a no-break space is a space) with its spaces collapsed, and holds no character that is
// invisible or reorders the text around it (a zero-width space beside a real team's name, a
// right-to-left override) — except where such a character does visible work: joining an emoji
// sequence, or shaping letters in the scripts that need joiners.
import { z } from 'zod/mini';
import { text } from './common';

/**
 * Characters that draw nothing or reorder text: format characters (zero-width space and
 * joiners, bidirectional marks, embeddings, overrides and isolates, soft hyphen, byte order
 * mark, tags), line and paragraph separators, variation selectors, and letters drawn as
 * blank (Hangul fillers, the blank braille pattern, the combining grapheme joiner).
 */
const HIDDEN = /[\p{Cf}\p{Zl}\p{Zp}\p{Variation_Selector}\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5/u;

/** Emoji sequences whose joiners and selectors are part of one visible picture. */
const EMOJI_SEQUENCE = new RegExp(
  [
    // 👨‍👩‍👧, 🏳️‍🌈, 🧑🏽‍🚀: pictographs joined by ZWJ, each with an optional selector or skin tone.
    String.raw`\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)+`,
    // ❤️ (emoji presentation), 1️⃣ (keycaps).
    String.raw`\p{Extended_Pictographic}[\uFE0E\uFE0F]`,
    String.raw`[0-9#*]\uFE0F\u20E3`,
    // 🏴󠁧󠁢󠁳󠁣󠁴󠁿: a subdivision flag spelled in tag characters.
    String.raw`\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}`,
  ].join('|'),
  'gu',
);

/** Scripts whose letters the zero-width (non-)joiner visibly joins or separates. */
const JOINING_SCRIPTS = [
  'Arabic',
  'Syriac',
  'Nko',
  'Mongolian',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Myanmar',
  'Khmer',
]
  .map((script) => String.raw`\p{Script_Extensions=${script}}`)
  .join('');
const JOINER_BETWEEN_LETTERS = new RegExp(`(?<=[${JOINING_SCRIPTS}])[\\u200C\\u200D](?=[${JOINING_SCRIPTS}])`, 'gu');

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** At each place: an allowed sequence (kept whole, group 1), else a character a name may not hold. */
const ALLOWED_OR_HIDDEN = new RegExp(
  `(${EMOJI_SEQUENCE.source}|${JOINER_BETWEEN_LETTERS.source})|${HIDDEN.source}`,
  'gu',
);

/**
 * The first character of `value` that a name may not hold, as `U+200B`; null when there is
 * none. Joiners and selectors inside emoji and joining scripts are allowed.
 */
export function hiddenCharacterIn(value: string): string | null {
  for (const [match, allowed] of value.matchAll(ALLOWED_OR_HIDDEN)) if (allowed === undefined) return codePoint(match);
  return null;
}

/** A name's stored form: NFKC, white space runs as one space, nothing around it. */
export function normalizeName(value: string): string {
  return value.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/**
 * Cyrillic and Greek letters drawn exactly like a Latin one: "Аlpha Apes" with a Cyrillic 'А'
 * would otherwise be a second team a reader cannot tell from "Alpha Apes". A letter is listed
 * in the case that looks Latin only (Cyrillic 'В' is drawn as 'B', its small 'в' is not a 'b'),
 * so a name written in those scripts stays apart from Latin ones unless it imitates one.
 */
const LATIN_LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic capitals, then small letters.
  '\u0410': 'A',
  '\u0412': 'B',
  '\u0421': 'C',
  '\u0415': 'E',
  '\u041D': 'H',
  '\u0406': 'I',
  '\u0408': 'J',
  '\u041A': 'K',
  '\u041C': 'M',
  '\u041E': 'O',
  '\u0420': 'P',
  '\u0405': 'S',
  '\u0422': 'T',
  '\u0425': 'X',
  '\u04AE': 'Y',
  '\u0430': 'a',
  '\u0441': 'c',
  '\u0501': 'd',
  '\u0435': 'e',
  '\u04BB': 'h',
  '\u0456': 'i',
  '\u0458': 'j',
  '\u043E': 'o',
  '\u0440': 'p',
  '\u0455': 's',
  '\u0443': 'y',
  '\u0445': 'x',
  // Greek capitals, then small omicron.
  '\u0391': 'A',
  '\u0392': 'B',
  '\u0395': 'E',
  '\u0396': 'Z',
  '\u0397': 'H',
  '\u0399': 'I',
  '\u039A': 'K',
  '\u039C': 'M',
  '\u039D': 'N',
  '\u039F': 'O',
  '\u03A1': 'P',
  '\u03A4': 'T',
  '\u03A5': 'Y',
  '\u03A7': 'X',
  '\u03BF': 'o',
};
const LATIN_LOOK_ALIKE = new RegExp(`[${Object.keys(LATIN_LOOK_ALIKES).join('')}]`, 'gu');

/**
 * What two names are compared by for uniqueness: the stored form without letter case, with
 * Cyrillic and Greek letters that are drawn like Latin ones read as those, without
 * the emoji-presentation selector (which changes nothing a reader can tell), and without any
 * character a name may not hold (a name stored before this rule may still have one).
 */
export function nameKey(value: string): string {
  return cleanProviderName(value)
    .replace(/\uFE0F/gu, '')
    .replace(LATIN_LOOK_ALIKE, (letter) => LATIN_LOOK_ALIKES[letter] ?? letter)
    .toLowerCase();
}

/**
 * A name a provider wrote (the league provider's teams and players, the identity provider's
 * display name): it cannot be sent back for correction, so what a name may not hold is dropped
 * rather than refused, and the rest normalised.
 */
export function cleanProviderName(value: string): string {
  return normalizeName(value.replace(ALLOWED_OR_HIDDEN, (match, allowed: string | undefined) => allowed ?? ''));
}

/** Why `value` cannot be a name (the message the API refuses it with), or null when it can. */
export function nameProblem(field: string, value: string): string | null {
  const hidden = hiddenCharacterIn(value);
  return hidden === null ? null : `${field} must not contain invisible or text-direction characters (found ${hidden})`;
}

/**
 * A name a member types: refused, naming the character, when it holds one that is invisible
 * or reorders text; stored normalised (NFKC, spaces collapsed and trimmed). Length checks
 * chained after it see the normalised name.
 */
export function nameText(field: string) {
  return text(field).check(
    z.refine((value) => hiddenCharacterIn(value) === null, {
      error: (issue) => nameProblem(field, String(issue.input)) ?? undefined,
    }),
    z.overwrite(normalizeName),
  );
}

/** A display name from the identity provider, kept as the provider's minus what a name may not hold. */
export function providerNameText(field: string) {
  return text(field).check(z.overwrite(cleanProviderName));
}
