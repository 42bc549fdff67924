import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Checkbox } from './Checkbox';
import { Dialog, DialogTitle, DialogTrigger } from './Dialog';
import { SheetContent } from './Dialog';

describe('SheetContent', () => {
  it('opens as a labelled modal panel and closes with Escape or ×', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Dialog>
          <DialogTrigger>Filters</DialogTrigger>
          <SheetContent aria-describedby={undefined}>
            <DialogTitle>Filter players</DialogTitle>
            <input aria-label="Search" />
          </SheetContent>
        </Dialog>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filter players' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Checkbox', () => {
  it('shows a mixed state for a partly checked group', () => {
    const { rerender } = render(
      <ThemeProvider>
        <Checkbox aria-label="Select all" indeterminate readOnly checked={false} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    rerender(
      <ThemeProvider>
        <Checkbox aria-label="Select all" readOnly checked />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  });
});
