// The Players screen's CSV buttons as a member uses them: a file chosen for Import CSV, and
// the file Export CSV downloads.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/**
 * Presses Import CSV and chooses `text` as the file `name` in the file chooser it opens, as a
 * member does. The press waits until the button is enabled: the import waits for the league's
 * teams (rows name them), and a file set on the hidden input behind the screen's back would
 * be read before them and place every player as a free agent.
 */
export async function importCsv(page: Page, name: string, text: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

/** Presses Export CSV and answers the downloaded file's name and text. */
export async function exportCsv(page: Page): Promise<{ fileName: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  return { fileName: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}
