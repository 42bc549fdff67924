// The page's shadow roots, closed ones too, for a test or the bench to look into: the last
// screen the page paints (docs/web.md §16) is in a closed shadow root, which no query reaches.

/**
 * Plain JavaScript for the page, added as an init script before the scripts that read it: keeps
 * every shadow root the page makes in window.__shadowRoots, as it is made.
 */
export const KEEP_SHADOW_ROOTS = `(() => {
  const shadows = [];
  window.__shadowRoots = shadows;
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const shadow = attachShadow.call(this, init);
    shadows.push(shadow);
    return shadow;
  };
})()`;
