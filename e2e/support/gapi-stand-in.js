// A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), served to the
// browser by the end-to-end tests because machines running them have no internet.
//
// Firebase's popup sign-in needs only gapi.iframes: the page opens a hidden helper iframe
// from the Auth emulator and the two talk through gapi.iframes' messaging. The emulator's
// sign-in popup hands the signed-in user to that iframe, which passes it to the page. This
// file implements that messaging over window.postMessage, for both sides:
//   - the page:   gapi.load('gapi.iframes'), getContext().open(...) -> iframe.{restyle, ping,
//                 register, send}
//   - the iframe: gapi.iframes.getContext().getParentIframe() -> {register, send}
(function () {
  'use strict';
  if (window.gapi && window.gapi.iframes) return;

  var TAG = '__gapiStandIn';
  var FILTER = { crossOriginIframes: true };
  var nextId = 1;

  /** One end of a channel to another window: named handlers in, named calls out. */
  function Channel(getTarget) {
    var handlers = {};
    var waitingCalls = {}; // calls that arrived before their handler was registered
    var pendingReplies = {};
    var readyCallbacks = [];
    var ready = false;

    function post(message) {
      message[TAG] = true;
      getTarget().postMessage(message, '*');
    }

    function answer(call) {
      Promise.resolve(handlers[call.name](call.data)).then(function (result) {
        post({ kind: 'reply', id: call.id, responses: [result] });
      });
    }

    window.addEventListener('message', function (event) {
      var message = event.data;
      if (!message || message[TAG] !== true || event.source !== getTarget()) return;
      if (message.kind === 'ready') {
        ready = true;
        readyCallbacks.splice(0).forEach(function (callback) {
          callback();
        });
        post({ kind: 'ready-ack' });
      } else if (message.kind === 'ready-ack') {
        ready = true;
        readyCallbacks.splice(0).forEach(function (callback) {
          callback();
        });
      } else if (message.kind === 'call') {
        if (handlers[message.name]) answer(message);
        else (waitingCalls[message.name] = waitingCalls[message.name] || []).push(message);
      } else if (message.kind === 'reply' && pendingReplies[message.id]) {
        var callback = pendingReplies[message.id];
        delete pendingReplies[message.id];
        callback(message.responses);
      }
    });

    return {
      post: post,
      register: function (name, handler) {
        handlers[name] = handler;
        (waitingCalls[name] || []).splice(0).forEach(answer);
      },
      send: function (name, data, callback) {
        var id = nextId++;
        if (callback) pendingReplies[id] = callback;
        post({ kind: 'call', id: id, name: name, data: data });
      },
      onReady: function (callback) {
        if (ready) callback();
        else readyCallbacks.push(callback);
      },
    };
  }

  /** The page's handle on an iframe it opened. */
  function openIframe(options, onOpened) {
    var element = document.createElement('iframe');
    element.src = options.url;
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (key) {
      if (key === 'style') Object.assign(element.style, attributes.style);
      else element.setAttribute(key, attributes[key]);
    });
    var channel = Channel(function () {
      return element.contentWindow;
    });
    var iframe = {
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          channel.onReady(function () {
            if (callback) callback();
            resolve([]);
          });
        });
      },
      register: function (name, handler) {
        channel.register(name, handler);
      },
      send: function (name, data, callback) {
        channel.send(name, data, callback);
      },
      getIframeEl: function () {
        return element;
      },
    };
    (options.where || document.body).appendChild(element);
    return Promise.resolve(onOpened ? onOpened(iframe) : iframe);
  }

  var parentIframe = null;
  function getParentIframe() {
    if (!parentIframe) {
      var channel = Channel(function () {
        return window.parent;
      });
      channel.post({ kind: 'ready' });
      parentIframe = {
        register: function (name, handler) {
          channel.register(name, handler);
        },
        send: function (name, data, callback) {
          channel.send(name, data, callback);
        },
      };
    }
    return parentIframe;
  }

  var context = { open: openIframe, getParentIframe: getParentIframe };

  window.gapi = {
    load: function (_modules, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      Iframe: function () {},
      getContext: function () {
        return context;
      },
    },
  };

  // The real loader calls ?onload=<name> (the Firebase SDK) or window.gapi_onload (the
  // emulator's helper iframe) once it is ready.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
