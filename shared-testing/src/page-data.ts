/**
 * Writes a data block into the page as a web server writes the runtime config and the remotes
 * list (`<script type="application/json" id=…>`); answers a function that removes it again.
 */
export function writePageData(id: string, text: string, type = 'application/json'): () => void {
  const block = document.createElement('script');
  block.type = type;
  block.id = id;
  block.textContent = text;
  document.head.append(block);
  return () => block.remove();
}
