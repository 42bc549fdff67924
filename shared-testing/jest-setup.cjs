// Runs before each test file: DOM matchers, the API stand-in (msw), and the browser APIs
// Radix needs that jsdom lacks.
require('@testing-library/jest-dom');

// msw intercepts fetch in every jsdom test file (src/api-mocks.ts). A request to the page's own
// origin (the API: `/api/…`) that no handler answers fails the test: an unmocked call is a
// missing fixture. Requests elsewhere (the Auth emulator in shared-auth's emulator test) pass
// through. Node-environment tests (shared-build's servers) make real requests: no msw there.
//
// Why msw runs in this jsdom at all: jest-environment-jsdom has no fetch, Request, Response,
// TextEncoder or streams, which msw's interceptors need; our environment (jest-environment.cjs)
// hands jsdom Node's own (the job msw's suggested `jest-fixed-jsdom` does), so msw/node patches
// Node's fetch and no undici or polyfill package is needed. The preset's export conditions
// ('node' first) make jest load msw's Node build, not its browser one.
//
// A mocked row checks each request as the API would (src/api-mocks.ts); a request the API would
// refuse for its shape (a path parameter, query or body its row does not accept, a JSON content
// type without a body) is answered 400 there and fails the test here, after it, naming the call.
if (typeof window !== 'undefined') {
  const { server, takeContractProblems } = require('./src/api-mocks.ts');
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        if (new URL(request.url).origin === window.location.origin) print.error();
      },
    }),
  );
  afterEach(() => {
    const problems = takeContractProblems();
    server.resetHandlers();
    server.events.removeAllListeners();
    if (problems.length)
      throw new Error(
        `The test sent requests the API would refuse:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
      );
  });
  afterAll(() => server.close());
}

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

if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  require('./src/media.ts').mockMatchMedia(() => false);
}

// findBy*/waitFor give up after 1 s by default; on a busy two-core CI machine a render plus a
// stubbed fetch can take longer. Waiting longer costs nothing when things go right.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// In the browser shared-ui loads Radix's dialogs, menus, selects, tabs and toasts on first use
// (docs/performance.md §2.3); a unit test draws them at once, as a page that has loaded them does.
// shared-ui's own test of that loading (deferred-module.test.ts) needs none of this.
if (typeof document !== 'undefined') {
  beforeAll(() => require('shared-ui').loadDeferredParts());
}
