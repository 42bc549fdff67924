/**
 * Gives jsdom (which has no layout) a `window.matchMedia` answering `matches(query)`: a test
 * sets the screen it wants, e.g. `mockMatchMedia((query) => query.includes('min-width: 768px'))`
 * for a wide one. Every jsdom test starts with one that matches nothing (jest-setup.cjs).
 */
export function mockMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
