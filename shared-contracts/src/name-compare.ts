// When two names are one name (docs/api.md §4): the comparison the API refuses a taken name
// by, and the Players screen checks a name or places a file's row on a team by. It reads
// letters the way Unicode's confusable skeletons do (UTS #39): through unhomoglyph, which is
// the standard's own mapping (confusables.txt) as data, so Armenian, Lisu, Cherokee, Coptic,
// small-capital… letters drawn like Latin ones are read as those without a list of our own.
// The mapping is about 28 kB after gzip, so it is this package's `shared-contracts/name-compare`
// entry and not part of the main one, which every web screen loads with the first view
// (docs/performance.md §2.2): the screens that compare names load it when they need it.
import unhomoglyph from 'unhomoglyph';
// The main entry's, shared, not a copy of its file (see player-rules.ts).
import { comparedForm } from 'shared-contracts';
import type { NameLookup } from './player-rules';

/** UTS #39's skeleton: decomposed, each character replaced by its prototype, decomposed again. */
export function skeleton(value: string): string {
  return unhomoglyph(value.normalize('NFD')).normalize('NFD');
}

/**
 * What a name is compared by: the skeletons of its compared form as written, in small letters
 * and in capitals, each tagged with its form. Two names are one when they share a key of the
 * same form. One key cannot be both case-blind and confusable-aware: Unicode reads a capital
 * 'I' as 'l', so a key that folded case after the skeleton would make "Indy" and "indy" two
 * names, and one that folded before it would lose the capitals only drawn like Latin ones
 * (Cherokee 'Ꭺ', Cyrillic 'В', whose small letters are not). The three forms keep both:
 * "GOTHAM" with a Cherokee or Cyrillic capital meets "Gotham" in capitals, "gоtham" with a
 * Cyrillic 'о' meets it in small letters, and "Chili" and "Chill" stay apart in every form.
 */
export function nameKeys(value: string): readonly [string, string, string] {
  const form = comparedForm(value);
  return [`=${skeleton(form)}`, `a${skeleton(form.toLowerCase())}`, `A${skeleton(form.toUpperCase())}`];
}

/** Whether `a` and `b` are one name: a reader cannot tell them apart, in any letter case. */
export function sameName(a: string, b: string): boolean {
  const keys = nameKeys(a);
  return nameKeys(b).some((key, index) => key === keys[index]);
}

/** Values filed by name, found by any name that is one with theirs; a scope (a year) keeps names of different scopes apart. */
export class NameIndex<T> {
  readonly #holders = new Map<string, T[]>();

  add(name: string, value: T, scope: string | number = ''): void {
    for (const key of nameKeys(name)) {
      const holders = this.#holders.get(`${scope}|${key}`);
      if (!holders) this.#holders.set(`${scope}|${key}`, [value]);
      else if (!holders.includes(value)) holders.push(value);
    }
  }

  /** The first value filed under a name that is one with `name`. */
  find(name: string, scope: string | number = ''): T | undefined {
    return this.findAll(name, scope)[0];
  }

  /** Every value filed under a name that is one with `name`: those sharing its key as written first. */
  findAll(name: string, scope: string | number = ''): T[] {
    const found = new Set<T>();
    for (const key of nameKeys(name)) for (const value of this.#holders.get(`${scope}|${key}`) ?? []) found.add(value);
    return [...found];
  }
}

/** teamFinder's look-up (shared-contracts' player-rules): the first value whose name is one with the one asked. */
export const nameLookup: NameLookup = <T>(entries: ReadonlyArray<readonly [string, T]>) => {
  const index = new NameIndex<T>();
  for (const [name, value] of entries) index.add(name, value);
  return (name) => index.find(name);
};
