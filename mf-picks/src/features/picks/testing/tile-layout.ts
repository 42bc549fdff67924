// jsdom lays nothing out, so every element measures 0×0 and dnd-kit's keyboard sensor finds
// no place to move to. This gives each pick tile (an element with data-pick-id) the box it
// would have in a grid of `columns`, by its order in the document, for the test's duration.
export function layOutPickTiles(columns = 4, width = 200, height = 60): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    const id = this.getAttribute('data-pick-id');
    if (id === null) return original.call(this);
    const tiles = [...(this.parentElement?.querySelectorAll(':scope > [data-pick-id]') ?? [])];
    const index = tiles.indexOf(this);
    const left = (index % columns) * width;
    const top = Math.floor(index / columns) * height;
    return {
      x: left,
      y: top,
      left,
      top,
      width: width - 10,
      height: height - 10,
      right: left + width - 10,
      bottom: top + height - 10,
      toJSON: () => ({}),
    } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}
