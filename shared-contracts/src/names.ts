// Names people see (teams and their abbreviations, players, the league, members): one rule
// for every name, shared by the web apps and the API, so two names that look the same are the
// same name. A name is stored in Unicode's compatibility form (NFKC: fullwidth 'Ｇ' is 'G',
// a no-break space is a space) with its spaces collapsed, and holds no character that is
// invisible or reorders the text around it (a zero-width space beside a real team's name, a
// right-to-left override) — except where such a character does visible work: joining an emoji
// sequence, or shaping letters in the scripts that need joiners. The characters are
// name-characters.ts; how two names are compared (Unicode's confusable skeletons) is
// name-compare.ts, the package's `shared-contracts/name-compare` entry.
import { z } from 'zod/mini';
import { text } from './common';
import { hiddenCharacterIn, nameProblem, normalizeName, cleanProviderName } from './name-characters';

export * from './name-characters';

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
