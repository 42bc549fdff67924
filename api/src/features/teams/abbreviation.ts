/**
 * A team's abbreviation derived from its name: the initials of its words (up to four), or
 * the first three letters of a one-word name, in capitals without accents; made unique in
 * the league with a number when it is taken ('BB', 'BB2', 'BB3').
 */
export function deriveAbbreviation(name: string, taken: Iterable<string>): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  let base =
    words.length >= 2
      ? words
          .map((word) => word[0])
          .join('')
          .slice(0, 4)
      : (words[0] ?? '').slice(0, 3);
  if (base.length < 2) base = `${base}TM`.slice(0, 3);
  const used = new Set([...taken].map((abbreviation) => abbreviation.toUpperCase()));
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base.slice(0, 6 - String(suffix).length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
