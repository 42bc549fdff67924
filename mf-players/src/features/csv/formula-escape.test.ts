import fc from 'fast-check';
import { escapeFormula, unescapeFormula } from 'shared-contracts/csv-formula';

/**
 * docs/screens/players.md §4.5's list: the characters that make a cell a formula when they come
 * first (OWASP's six, and the full-width forms of the first four).
 */
const FORMULA_FIRST = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

/** Text made mostly of the characters that matter here, so the cases that count come often. */
const riskyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...FORMULA_FIRST, "'", ',', ';', '|', ':', ' ', '\n', '"'),
    fc.constantFrom('a', 'B', '1', 'é'),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 30,
});

describe('formula escaping of CSV cells (docs/screens/players.md §4.5)', () => {
  it.each(FORMULA_FIRST)('puts a quote in front of a cell whose first character is %j', (first) => {
    for (const rest of ['', '1+2', 'SUM(A1)', 'HYPERLINK("http://x","y")', 'cmd'])
      expect(escapeFormula(`${first}${rest}`)).toBe(`'${first}${rest}`);
  });

  it.each([
    'Patrick Mahomes',
    "Ja'Marr Chase",
    '12',
    '',
    "'quoted",
    'a=b',
    'TE-1',
    'Amon-Ra St. Brown',
    ' =1',
    'x\t=1',
  ])('leaves %j as it is', (cell) => {
    expect(escapeFormula(cell)).toBe(cell);
  });

  it('touches only the first character: a formula character after a separator is left (export quotes every cell)', () => {
    for (const cell of ['Foo;=1+1', 'Foo,=1+1', 'Foo\t@SUM(A1)', 'Foo -2+3', 'Foo|+1', 'Foo:=1', 'a\n=b', 'a\r\n-b'])
      expect(escapeFormula(cell)).toBe(cell);
    expect(escapeFormula('\t=cmd')).toBe("'\t=cmd");
  });

  it('escapes apostrophes in front of a formula character once more, so the round trip is exact', () => {
    expect(escapeFormula("'=1")).toBe("''=1");
    expect(unescapeFormula("''=1")).toBe("'=1");
    expect(escapeFormula("''-1")).toBe("'''-1");
    expect(unescapeFormula("'''-1")).toBe("''-1");
  });

  it('keeps a leading quote that does not guard a formula (a hand-typed name), and quotes inside a cell', () => {
    expect(unescapeFormula("'Tis Player")).toBe("'Tis Player");
    expect(unescapeFormula("O' Brien")).toBe("O' Brien");
    expect(unescapeFormula("Foo;'=1")).toBe("Foo;'=1");
  });

  it('import undoes export for every text', () => {
    fc.assert(
      fc.property(riskyText, (cell) => {
        expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves no cell starting with a formula character, and changes a cell only by one quote in front', () => {
    fc.assert(
      fc.property(riskyText, (cell) => {
        const written = escapeFormula(cell);
        expect(FORMULA_FIRST).not.toContain(written[0]);
        expect([cell, `'${cell}`]).toContain(written);
      }),
      { numRuns: 2000 },
    );
  });

  it('changes nothing in a cell whose first character is not on the list and not a quote', () => {
    fc.assert(
      fc.property(riskyText, (cell) => {
        fc.pre(cell === '' || (!FORMULA_FIRST.includes(cell[0]!) && cell[0] !== "'"));
        expect(escapeFormula(cell)).toBe(cell);
      }),
    );
  });
});
