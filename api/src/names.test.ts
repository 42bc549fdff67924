// The one rule for names (shared-contracts' names.ts, and name-compare.ts for when two are one),
// which the web apps and the API share: properties over generated names, and the look-alikes
// the rule exists for.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { z } from 'zod/mini';
import { suffixRepeatedNames } from './features/provider/distinct-names';
import { cleanProviderName, hiddenCharacterIn, nameText, NO_CONTROL_CHARACTERS, normalizeName } from 'shared-contracts';
import { NameIndex, sameName, skeleton } from 'shared-contracts/name-compare';

/** Characters that draw nothing or reorder text: what a look-alike name hides. */
const HIDDEN_CHARACTERS = [
  '\u200B', // zero-width space
  '\u200C', // zero-width non-joiner (between Latin letters it does nothing)
  '\u200D', // zero-width joiner (likewise)
  '\u2060', // word joiner
  '\uFEFF', // byte order mark
  '\u00AD', // soft hyphen
  '\u200E',
  '\u200F',
  '\u061C', // direction marks
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E', // embeddings and overrides
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069', // isolates
  '\u2028',
  '\u2029', // line and paragraph separators
  '\u3164',
  '\u115F',
  '\uFFA0',
  '\u2800', // blank-looking letters
  '\uFE0F',
  '\u{E0100}', // variation selectors after a letter
  '\u{E0041}', // a tag character
];

/** Latin names as people type them: words of letters and digits, single spaces. */
const plainName = fc
  .array(fc.stringMatching(/^[A-Za-z0-9][a-z0-9']{0,9}$/), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '));

/** `name` with `hidden` put in at `at` (clamped into the name). */
const withHidden = fc.tuple(plainName, fc.constantFrom(...HIDDEN_CHARACTERS), fc.nat()).map(([name, hidden, at]) => {
  const place = at % (name.length + 1);
  return { name, hidden, disguised: `${name.slice(0, place)}${hidden}${name.slice(place)}` };
});

const toFullwidth = (name: string) =>
  name.replace(/[!-~]/g, (character) => String.fromCodePoint((character.codePointAt(0) ?? 0) + 0xfee0));

const teamName = nameText('name').check(z.minLength(1, 'name is required'), z.maxLength(60));

describe('names', () => {
  it('refuses a name with an invisible or text-direction character anywhere, naming the character', () => {
    fc.assert(
      fc.property(withHidden, ({ hidden, disguised }) => {
        const code = `U+${(hidden.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
        assert.equal(hiddenCharacterIn(disguised), code);
        const checked = teamName.safeParse(disguised);
        assert.equal(checked.success, false);
        assert.ok(
          checked.error?.issues.some(
            (issue) => issue.message === `name must not contain invisible or text-direction characters (found ${code})`,
          ),
        );
      }),
    );
  });

  it('compares a disguised name as the name it imitates, and a provider’s copy of it is cleaned to that name', () => {
    fc.assert(
      fc.property(withHidden, ({ name, disguised }) => {
        assert.ok(sameName(disguised, name));
        // A hidden character between two words leaves their space; inside a word, nothing.
        assert.equal(cleanProviderName(disguised), name);
      }),
    );
  });

  it('compares names whatever their letter case, fullwidth form or spacing', () => {
    fc.assert(
      fc.property(plainName, fc.constantFrom(' ', '\u00A0', '\u3000', '  ', '\t'), (name, space) => {
        for (const lookAlike of [
          name.toUpperCase(),
          name.toLowerCase(),
          toFullwidth(name),
          ` ${name.replace(/ /g, space)} `,
        ]) {
          assert.ok(sameName(lookAlike, name), JSON.stringify(lookAlike));
        }
        assert.equal(teamName.parse(toFullwidth(name)), name);
      }),
    );
  });

  it('compares a name spelt partly with Cyrillic or Greek letters drawn like Latin ones as the Latin name', () => {
    // Each Latin letter beside the Cyrillic and Greek letters a reader cannot tell from it.
    const lookAlikes: Record<string, string[]> = {
      a: ['\u0430'],
      c: ['\u0441'],
      e: ['\u0435'],
      o: ['\u043E', '\u03BF'],
      p: ['\u0440'],
      x: ['\u0445'],
      y: ['\u0443'],
      A: ['\u0410', '\u0391'],
      B: ['\u0412', '\u0392'],
      C: ['\u0421'],
      E: ['\u0415', '\u0395'],
      H: ['\u041D', '\u0397'],
      K: ['\u041A', '\u039A'],
      M: ['\u041C', '\u039C'],
      O: ['\u041E', '\u039F'],
      P: ['\u0420', '\u03A1'],
      T: ['\u0422', '\u03A4'],
      X: ['\u0425', '\u03A7'],
    };
    const disguise = fc.tuple(plainName, fc.infiniteStream(fc.nat())).map(([name, picks]) => ({
      name,
      disguised: [...name]
        .map((letter) => {
          const options = lookAlikes[letter];
          return options ? options[picks.next().value % options.length] : letter;
        })
        .join(''),
    }));
    fc.assert(
      fc.property(disguise, ({ name, disguised }) => assert.ok(sameName(disguised, name), JSON.stringify(disguised))),
    );
    assert.ok(sameName('\u0410lpha \u0410pes', 'Alpha Apes'));
    // A name in those scripts that imitates nothing stays itself, and is one name in any case.
    assert.ok(!sameName('\u0414\u0438\u043D\u0430\u043C\u043E', 'Dinamo'));
    assert.ok(sameName('\u0414\u0438\u043D\u0430\u043C\u043E', '\u0414\u0418\u041D\u0410\u041C\u041E'));
  });

  it('compares a name spelt with letters of other scripts that Unicode reads as Latin ones as the Latin name (UTS #39 skeletons)', () => {
    // Letters outside Cyrillic and Greek that a hand-made list missed, each in a name.
    const lookAlikes: Array<[string, string]> = [
      ['Armenian small oh and seh', 'Sp\u0585ilers \u057Dnited'],
      ['Lisu', '\uA4E2poilers \uA4F4nited'],
      ['Cherokee', '\u13DApoilers United'],
      ['Coptic', 'Sp\u2C9Filers United'],
      ['Latin small capitals', 'Sp\u1D0F\u026Alers \u1D1Cnited'],
      ['Tifinagh', 'SP\u2D54ILERS UNITED'],
      ['fullwidth', '\uFF33\uFF50\uFF4F\uFF49\uFF4C\uFF45\uFF52\uFF53 United'],
      ['mathematical alphanumerics', '\u{1D412}\u{1D429}\u{1D428}\u{1D422}\u{1D425}\u{1D41E}\u{1D42B}\u{1D42C} United'],
      ['Cherokee capital among capitals', 'SPOILERS UNITED'.replace('S', '\u13DA')],
    ];
    for (const [script, lookAlike] of lookAlikes) {
      assert.ok(sameName(lookAlike, 'Spoilers United'), `${script}: ${JSON.stringify(lookAlike)}`);
      const index = new NameIndex<string>();
      index.add('Spoilers United', 'the team', 2026);
      assert.equal(index.find(lookAlike, 2026), 'the team', script);
      assert.equal(index.find(lookAlike, 2025), undefined, `${script}: another year's names are apart`);
    }
    // The skeleton is UTS #39's: Armenian 'օ', Lisu 'ꓳ' and Cherokee 'Ꮯ' read as 'o', 'O' and 'C'.
    assert.equal(skeleton('\u0585\uA4F3\u13DF'), 'oOC');
  });

  it('keeps names that differ in what a reader sees apart', () => {
    // Unicode's data reads a few ASCII characters as others (0 as O; 1 and I as l; m as rn):
    // names differing only there are one name (below); every other difference keeps them apart.
    const readable = fc
      .array(fc.stringMatching(/^[A-HJ-Za-km-z2-9][a-km-z2-9']{0,9}$/), { minLength: 1, maxLength: 4 })
      .map((words) => words.join(' '));
    fc.assert(
      fc.property(readable, readable, (a, b) => {
        fc.pre(a.toLowerCase() !== b.toLowerCase());
        assert.ok(!sameName(a, b), JSON.stringify([a, b]));
      }),
      { numRuns: 2000 },
    );
    for (const [a, b] of <Array<[string, string]>>[
      ['Chili Peppers', 'Chill Peppers'],
      ['Bill', 'Bili'],
      ['Kings', 'Kinqs'],
      ['Stone City Aces', 'Stone City Apes'],
      ['L', 'i'],
    ])
      assert.ok(!sameName(a, b), JSON.stringify([a, b]));
    for (const [a, b] of <Array<[string, string]>>[
      ['Team 1', 'Team l'],
      ['Team 0', 'Team O'],
      ['Burners', 'Bumers'],
      ['Indy', 'indy'],
    ])
      assert.ok(sameName(a, b), JSON.stringify([a, b]));
  });

  it('normalises to a fixed point, and anything a provider sends cleans to a name the member rule accepts as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
        assert.equal(normalizeName(normalizeName(raw)), normalizeName(raw));
        const cleaned = cleanProviderName(raw);
        assert.equal(cleanProviderName(cleaned), cleaned);
        assert.equal(hiddenCharacterIn(cleaned), null);
        assert.ok(NO_CONTROL_CHARACTERS.test(cleaned), JSON.stringify(cleaned));
        assert.equal(nameText('name').parse(cleaned), cleaned);
        const cut = cleanProviderName(raw, 10);
        assert.ok(cut.length <= 10, JSON.stringify(cut));
        assert.ok(cleaned.startsWith(cut), JSON.stringify([cleaned, cut]));
      }),
      { numRuns: 2000 },
    );
  });

  it('a provider’s name loses its control characters and is cut to the rule’s length at a whole character', () => {
    assert.equal(cleanProviderName('Night\u0000 Owls\u0007\u001b[31m\u0085'), 'Night Owls[31m');
    assert.equal(cleanProviderName('Night\tOwls\n'), 'Night Owls', 'white space stays a space');
    assert.equal(cleanProviderName(`Gridiron Gang ${'y'.repeat(10 * 1024 * 1024)}`, 20), 'Gridiron Gang yyyyyy');
    assert.equal(cleanProviderName('Gridiron Gang Kings', 14), 'Gridiron Gang', 'no space left at the end');
    // A family emoji is one character of five code points: it is kept whole or not at all.
    assert.equal(cleanProviderName('Team 👨‍👩‍👧', 10), 'Team');
    assert.equal(cleanProviderName('Team 👨‍👩‍👧', 13), 'Team 👨‍👩‍👧');
    assert.equal(cleanProviderName('Short', 60), 'Short');
  });

  it('teams a provider names alike are told apart, the suffix within the length', () => {
    const teams = suffixRepeatedNames(
      [
        { name: 'Gang' },
        { name: 'GANG' },
        { name: 'Gang (2)' },
        { name: 'gang' },
        { name: 'x'.repeat(60) },
        { name: 'x'.repeat(60) },
      ],
      60,
    );
    assert.deepEqual(
      teams.map((team) => team.name),
      ['Gang', 'GANG (3)', 'Gang (2)', 'gang (4)', 'x'.repeat(60), `${'x'.repeat(56)} (2)`],
    );
  });

  it('allows the joiners and selectors that draw something: emoji sequences, keycaps, flags, and joining scripts', () => {
    for (const name of [
      '🏳️‍🌈 Pride',
      '👨‍👩‍👧 Family',
      '🧑🏽‍🚀 Crew',
      '❤️ Hearts',
      '1️⃣ Seed',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Thistles',
      'می‌خواهم',
      'क्‍ष Kings',
    ]) {
      assert.equal(hiddenCharacterIn(name), null, name);
      assert.equal(teamName.parse(name), name.normalize('NFKC'));
      assert.equal(cleanProviderName(name), name.normalize('NFKC'));
    }
    // The same joiner between Latin letters draws nothing.
    assert.equal(hiddenCharacterIn('Night\u200DOwls'), 'U+200D');
    assert.equal(hiddenCharacterIn('a\u200Cb'), 'U+200C');
  });
});
