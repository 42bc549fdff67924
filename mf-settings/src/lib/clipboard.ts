// Copying text for the person: the Clipboard API where the browser offers it, else a "no" the
// caller turns into a selection the person copies themselves.

/** Writes `text` to the clipboard; false where there is none or the browser refuses it. */
export async function copyText(text: string): Promise<boolean> {
  // The types promise a clipboard; outside a secure context (http:// on a LAN address) it is undefined.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    // A denied permission, or a page without focus.
    return false;
  }
}
