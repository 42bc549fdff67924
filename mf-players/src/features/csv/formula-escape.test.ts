import { escapeFormula, unescapeFormula } from './formula-escape';

describe('formula escaping of CSV cells', () => {
  it.each(['=1+2', '+1', '-5', '@SUM(A1)', '\t=cmd', '\r=cmd', '=HYPERLINK("http://x","y")'])(
    'puts a quote in front of %j so no spreadsheet evaluates it',
    (cell) => {
      expect(escapeFormula(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['Patrick Mahomes', "Ja'Marr Chase", '12', '', "'quoted", 'a=b', 'TE-1'])('leaves %j as it is', (cell) => {
    expect(escapeFormula(cell)).toBe(cell);
  });

  it('escapes apostrophes in front of a risky character once more, so the round trip is exact', () => {
    expect(escapeFormula("'=1")).toBe("''=1");
    expect(unescapeFormula("''=1")).toBe("'=1");
  });

  it.each(['=1+2', "'=1", "''-2", '@x', 'plain', "'quoted", '', '\t=x'])('import undoes export for %j', (cell) => {
    expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
  });

  it("keeps a leading quote that does not guard a formula (a hand-typed name)", () => {
    expect(unescapeFormula("'Tis Player")).toBe("'Tis Player");
  });
});
