// jsdom, plus the Node globals jsdom leaves out that our code paths need (docs/architecture.md §6):
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

/**
 * Node's FormData (kept so fetch accepts form bodies) reading a jsdom <form> the way a
 * browser's does. React 19 builds `new FormData(form, submitter)` when a submit handler starts
 * a transition (a router navigation, say); Node's own refuses a form argument.
 */
function formDataReadingForms(NodeFormData) {
  return class FormData extends NodeFormData {
    constructor(form, submitter) {
      super();
      if (form === undefined || form === null) return;
      for (const element of Array.from(form.elements)) {
        if (!element.name || element.disabled) continue;
        const type = element.type;
        if ((type === 'checkbox' || type === 'radio') && !element.checked) continue;
        if (type === 'submit' || type === 'button' || type === 'reset') {
          if (element === submitter) this.append(element.name, element.value);
        } else if (type === 'file') {
          for (const file of Array.from(element.files ?? [])) this.append(element.name, file);
        } else {
          this.append(element.name, element.value);
        }
      }
    }
  };
}

class FantasyJsdomEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (name === 'FormData') {
        if (typeof globalThis.FormData !== 'undefined')
          this.global.FormData = formDataReadingForms(globalThis.FormData);
        continue;
      }
      if (name === 'AbortController' || name === 'AbortSignal') {
        // fetch checks these by identity: keep Node's so a signal passes through.
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
