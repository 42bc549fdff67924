/** A chance as a percentage for the odds table: '–' for none, '<0.1%' for a sliver, else one decimal. */
export function formatChance(chance: number): string {
  if (chance <= 0) return '–';
  if (chance < 0.0005) return '<0.1%';
  return `${(chance * 100).toFixed(1)}%`;
}
