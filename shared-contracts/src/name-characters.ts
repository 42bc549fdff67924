// The characters of a name (docs/api.md §4): what a name may not hold, its stored form, and the
// form two names are compared in. No imports, so the comparison (name-compare.ts, a separate
// entry of this package that only the API and screens that compare names load) can use it
// without bringing a second copy of the contracts.
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

/** Control characters that are not white space (NUL, escape, DEL, C1): dropped from a provider's name. */
const CONTROL_NOT_SPACE = /(?![\t\n\v\f\r])\p{Cc}/gu;

/**
 * A name a provider wrote (the league provider's teams and players, the identity provider's
 * display name): it cannot be sent back for correction, so what a name may not hold is dropped
 * rather than refused: invisible and text-direction characters, and control characters (a NUL
 * cannot even be stored); white space is normalised. With `maxLength`, a longer name is cut to
 * that many characters, at the end of a whole character as a reader sees it (an emoji sequence,
 * a letter with its accents), never inside one.
 */
export function cleanProviderName(value: string, maxLength?: number): string {
  // A name far past any length is cut before the work below, which would otherwise run over
  // all of it (a provider once sent 10 MB): a character is at most a few code units long, and
  // NFKC turns none into more than 18.
  const bounded = maxLength === undefined ? value : value.slice(0, maxLength * 32);
  const cleaned = normalizeName(
    bounded
      .replace(CONTROL_NOT_SPACE, '')
      .replace(ALLOWED_OR_HIDDEN, (match, allowed: string | undefined) => allowed ?? ''),
  );
  return maxLength === undefined || cleaned.length <= maxLength ? cleaned : cutName(cleaned, maxLength);
}

/** `name`'s first whole characters (graphemes) that fit in `maxLength` code units, trimmed. */
function cutName(name: string, maxLength: number): string {
  let cut = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(name)) {
    if (cut.length + segment.length > maxLength) break;
    cut += segment;
  }
  return cut.trimEnd();
}

/** Why `value` cannot be a name (the message the API refuses it with), or null when it can. */
export function nameProblem(field: string, value: string): string | null {
  const hidden = hiddenCharacterIn(value);
  return hidden === null ? null : `${field} must not contain invisible or text-direction characters (found ${hidden})`;
}

/**
 * The form two names are compared in, before Unicode's confusable mapping (name-compare.ts):
 * the stored form, without the emoji-presentation selector (which changes nothing a reader can
 * tell) and without any character a name may not hold (a name stored before this rule may
 * still have one).
 */
export function comparedForm(value: string): string {
  return cleanProviderName(value).replace(/\uFE0F/gu, '');
}
