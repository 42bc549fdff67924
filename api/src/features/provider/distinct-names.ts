/**
 * Teams a provider names alike within one league are told apart (docs/api.md §4): the second
 * "Gridiron Gang" becomes "Gridiron Gang (2)", the third "(3)", names compared as the import
 * matches them (letter case aside). A provider's name cannot be sent back for correction, so a
 * repeat is suffixed rather than refused; the name is cut first where the suffix would take it
 * past `maxLength`.
 */
export function suffixRepeatedNames<T extends { name: string }>(items: readonly T[], maxLength: number): T[] {
  const taken = new Set(items.map((item) => item.name.toLowerCase()));
  const seen = new Set<string>();
  return items.map((item) => {
    const key = item.name.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      return item;
    }
    for (let number = 2; ; number++) {
      const suffix = ` (${number})`;
      const name = `${[...item.name]
        .slice(0, maxLength - suffix.length)
        .join('')
        .trimEnd()}${suffix}`;
      const candidate = name.toLowerCase();
      if (taken.has(candidate) || seen.has(candidate)) continue;
      seen.add(candidate);
      return { ...item, name };
    }
  });
}
