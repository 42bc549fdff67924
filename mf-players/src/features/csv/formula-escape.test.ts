import fc from 'fast-check';
import { escapeFormula, unescapeFormula } from 'shared-contracts';

/** Where a spreadsheet may start a cell: any separator one offers, a quote, a line break. */
const SEPARATORS = [',', ';', '|', ':', '\t', ' ', '\r', '\n', '"'];
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;

/** Text made mostly of the characters that matter here, so the cases that count come often. */
const riskyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('=', '+', '-', '@', "'", '\uFF1D', '\uFF20', ...SEPARATORS),
    fc.constantFrom('a', 'B', '1', 'é'),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 30,
});

describe('formula escaping of CSV cells', () => {
  it.each(['=1+2', '+1', '-5', '@SUM(A1)', '\tcmd', '\rcmd', '=HYPERLINK("http://x","y")', '\uFF1D1+1'])(
    'puts a quote in front of %j so no spreadsheet evaluates it',
    (cell) => {
      expect(escapeFormula(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['Patrick Mahomes', "Ja'Marr Chase", '12', '', "'quoted", 'a=b', 'TE-1', 'Amon-Ra St. Brown'])(
    'leaves %j as it is',
    (cell) => {
      expect(escapeFormula(cell)).toBe(cell);
    },
  );

  it.each([
    ['Foo;=1+1', "Foo;'=1+1"],
    ['Foo,=1+1', "Foo,'=1+1"],
    ['Foo\t@SUM(A1)', "Foo\t'@SUM(A1)"],
    ['Foo -2+3', "Foo '-2+3"],
    ['Foo|+1', "Foo|'+1"],
    ['Foo;"=1+1"', `Foo;"'=1+1"`],
    ['a\n=b', "a\n'=b"],
    // A tab both starts a formula in some spreadsheets and splits cells in others.
    ['\t=cmd', "'\t'=cmd"],
  ])('guards a formula behind a separator another spreadsheet splits on: %j', (cell, written) => {
    expect(escapeFormula(cell)).toBe(written);
  });

  it('escapes apostrophes in front of a risky character once more, so the round trip is exact', () => {
    expect(escapeFormula("'=1")).toBe("''=1");
    expect(unescapeFormula("''=1")).toBe("'=1");
    expect(escapeFormula("Foo;'=1")).toBe("Foo;''=1");
    expect(unescapeFormula("Foo;''=1")).toBe("Foo;'=1");
  });

  it('keeps a leading quote that does not guard a formula (a hand-typed name)', () => {
    expect(unescapeFormula("'Tis Player")).toBe("'Tis Player");
    expect(unescapeFormula("O' Brien")).toBe("O' Brien");
  });

  it('import undoes export for every text', () => {
    fc.assert(
      fc.property(riskyText, (cell) => {
        expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves no cell that starts a formula, whichever separator splits it', () => {
    fc.assert(
      fc.property(riskyText, fc.constantFrom(...SEPARATORS), (cell, separator) => {
        for (const piece of escapeFormula(cell).split(separator)) expect(piece).not.toMatch(FORMULA_START);
      }),
      { numRuns: 2000 },
    );
  });

  it('changes nothing in text without a formula character', () => {
    fc.assert(
      fc.property(riskyText, (cell) => {
        const safe = cell.replace(/[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/g, '');
        expect(escapeFormula(safe)).toBe(safe);
      }),
    );
  });
});
