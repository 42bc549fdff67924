// Gives focus back to what opened a dialog (docs/screens/players.md §6). A dialog opened from a
// DialogTrigger gets this from shared-ui; one opened by state, from a player's name in the
// table or on a card, has no trigger, and Radix on its own left focus on the page's body.
import { useLayoutEffect, useRef } from 'react';

/**
 * Notes the focused element as `open` turns true (before the dialog takes focus: layout effects
 * run before Radix's), and returns the `onCloseAutoFocus` handler that focuses it again.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (event) => {
    const element = opener.current;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}
