import { contrastRatio } from './contrast';
import { nonTextPairs, textPairs, themeNames, themes } from './tokens';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});

describe.each(themeNames)('the %s theme', (name) => {
  it.each(textPairs.map(([text, background]) => [text, background] as const))(
    'draws %s on %s at WCAG AA contrast (4.5:1) or better',
    (text, background) => {
      const colors = themes[name].colors;
      expect(contrastRatio(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(nonTextPairs.map(([fg, bg]) => [fg, bg] as const))('draws %s on %s at 3:1 or better', (fg, bg) => {
    const colors = themes[name].colors;
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});
