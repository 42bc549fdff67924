// Runs before each test file: DOM matchers, and the browser APIs Radix needs that jsdom lacks.
require('@testing-library/jest-dom');

const proto = globalThis.Element && globalThis.Element.prototype;
if (proto) {
  // Radix Select uses pointer capture and scrolls the chosen option into view.
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}

// Radix measures its popper content.
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

// findBy*/waitFor give up after 1 s by default; on a busy two-core CI machine a render plus a
// stubbed fetch can take longer. Waiting longer costs nothing when things go right.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
