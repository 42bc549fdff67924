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

// jsdom has no PointerEvent: without it fireEvent.pointerDown carries no clientX or button,
// and Radix (toast swipe, menus) and dnd-kit ignore the gesture.
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  class PointerEvent extends window.MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.width = init.width ?? 1;
      this.height = init.height ?? 1;
      this.pressure = init.pressure ?? 0;
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  window.PointerEvent = PointerEvent;
  globalThis.PointerEvent = PointerEvent;
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
