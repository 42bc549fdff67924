// The data a web server writes into the page itself (shared-contracts' PAGE_DATA_IDS), so the
// first screen does not wait for another round trip to fetch it.

/**
 * The JSON of the page's data block `id`, or undefined when the page has none (a page from
 * the development server). A block that is not JSON is an error naming it.
 */
export function readPageData(id: string): unknown {
  const block = document.getElementById(id);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return undefined;
  try {
    return JSON.parse(block.textContent ?? '');
  } catch (error) {
    throw new Error(`The page's ${id} block is not JSON`, { cause: error });
  }
}
