import { useEffect, useState } from 'react';
import { useTextSearchParam } from 'shared-ui';

/** How long typing pauses before the URL follows the search box. */
export const SEARCH_URL_DELAY_MS = 250;

/**
 * The quick search: shown and applied at every keystroke, and kept in the URL (`?search=`)
 * once typing pauses. Writing the URL re-renders the whole site (the router's location
 * changes), which a keystroke should not wait for. A URL changed from outside (Back, a
 * shared link) shows in the box.
 */
export function useSearchText(name = 'search'): [string, (text: string) => void] {
  const [inUrl, setInUrl] = useTextSearchParam(name);
  const [text, setText] = useState(inUrl);
  const [lastUrl, setLastUrl] = useState(inUrl);
  const [written, setWritten] = useState(inUrl);
  if (inUrl !== lastUrl) {
    setLastUrl(inUrl);
    // Our own write arriving (the box may hold more by now) changes nothing.
    if (inUrl !== written) setText(inUrl);
  }
  useEffect(() => {
    if (text === inUrl) return;
    const timer = setTimeout(() => {
      setWritten(text);
      setInUrl(text);
    }, SEARCH_URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, inUrl, setInUrl]);
  return [text, setText];
}
