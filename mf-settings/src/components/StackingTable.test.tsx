import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-ui';
import { StackingCell, StackingHead, StackingRow, StackingRowHead, StackingTable } from './StackingTable';

describe('StackingTable', () => {
  it('stays a table to a screen reader, its cells carrying their column head for the stacked layout', () => {
    render(
      <ThemeProvider>
        <StackingTable
          heads={
            <>
              <StackingHead>Member</StackingHead>
              <StackingHead>Role</StackingHead>
              <StackingHead label="Actions" />
            </>
          }
        >
          <StackingRow>
            <StackingCell>Bruce</StackingCell>
            <StackingCell label="Role">Commissioner</StackingCell>
            <StackingCell>
              <button type="button">Remove</button>
            </StackingCell>
          </StackingRow>
        </StackingTable>
      </ThemeProvider>,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent || head.getAttribute('aria-label')),
    ).toEqual(['Member', 'Role', 'Actions']);
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'Role', null]);
    expect(within(cells[2]!).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('keeps a row head a row head, naming its row', () => {
    render(
      <ThemeProvider>
        <StackingTable heads={<StackingHead>Team</StackingHead>}>
          <StackingRow>
            <StackingRowHead>Gotham City Knights</StackingRowHead>
            <StackingCell label="Manager">Bruce</StackingCell>
          </StackingRow>
        </StackingTable>
      </ThemeProvider>,
    );
    const head = screen.getByRole('rowheader', { name: 'Gotham City Knights' });
    expect(head).toHaveAttribute('scope', 'row');
    expect(within(head.closest('tr')!).getByRole('cell', { name: 'Bruce' })).toHaveAttribute('data-label', 'Manager');
  });
});
