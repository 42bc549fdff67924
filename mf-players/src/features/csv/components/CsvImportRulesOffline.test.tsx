// The import's rules are a chunk of their own, loaded when a file is chosen: when that load
// fails (the connection lost), the member is told so, not that their file is broken.
import { screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints, type UpsertPlayersBody } from 'shared-contracts';
import { mockApi, server } from 'shared-testing';
import { playersApi } from '../../../testing/players-fixtures';
import { renderPlayersPage } from '../../../testing/render-players';

jest.mock('../import-rules', () => {
  throw new Error('Loading chunk 412 failed.');
});

const upserts: UpsertPlayersBody[] = [];
beforeEach(() => {
  upserts.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    ...playersApi(),
    mockApi.on(endpoints.upsertPlayers, ({ body }) => {
      upserts.push(body as UpsertPlayersBody);
      return { created: 1, updated: 0 };
    }),
  );
});

it("says the import's rules could not load, not that the file is broken, and sends nothing", async () => {
  const view = renderPlayersPage();
  await screen.findByText('Showing 4 of 4 players');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Import CSV' })).toBeEnabled());
  const file = new File([readFileSync(join(__dirname, '..', 'fixtures', 'book.csv'))], 'book.csv', {
    type: 'text/csv',
  });
  await view.user.upload(screen.getByTestId('import-csv-input'), file);

  expect(
    await screen.findByText(
      "Could not load the import's rules (the connection may be lost). Nothing was imported: try again.",
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Error parsing CSV/)).not.toBeInTheDocument();
  expect(upserts).toEqual([]);
  // Nothing is left reading: Import can be chosen again.
  expect(screen.getByRole('button', { name: 'Import CSV' })).toBeEnabled();
});
