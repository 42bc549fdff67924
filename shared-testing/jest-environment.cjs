// jsdom, plus the Node globals jsdom leaves out that our code paths need (DESIGN.md §5):
// react-router 7 uses TextEncoder/TextDecoder, firebase/auth's Node build uses fetch and its
// Request/Response/Headers, and structuredClone is used by several libraries.
const JsdomEnvironment = require('jest-environment-jsdom').default;

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'BroadcastChannel',
  'MessageChannel',
  'MessagePort',
  'structuredClone',
  'setImmediate',
  'clearImmediate',
];

class FantasyJsdomEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (name === 'AbortController' || name === 'AbortSignal' || name === 'FormData') {
        // fetch checks these by identity: keep Node's so a signal or form body passes through.
        if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
        continue;
      }
      if (typeof globalThis[name] !== 'undefined' && typeof this.global[name] === 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = FantasyJsdomEnvironment;
