// The Players screen's CSV buttons as a member uses them: a file chosen for Import CSV, and
// the file Export CSV downloads.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** Chooses `text` as the file `name` for Import CSV, once the screen accepts one. */
export async function importCsv(page: Page, name: string, text: string): Promise<void> {
  // The import waits for the league's teams (rows name them).
  await expect(page.getByRole('button', { name: 'Import CSV' })).toBeEnabled();
  await page.getByTestId('import-csv-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

/** Presses Export CSV and answers the downloaded file's name and text. */
export async function exportCsv(page: Page): Promise<{ fileName: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  return { fileName: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}
