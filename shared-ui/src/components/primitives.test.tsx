import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Badge } from './Badge';
import { Button } from './Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './Dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './DropdownMenu';
import { ErrorCard } from './ErrorCard';
import { Input, Label } from './Input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './Table';
import { themes } from '../theme/tokens';
import { Skeleton } from './Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
import { VisuallyHidden } from './VisuallyHidden';

const themed = (ui: React.ReactNode) => render(<ThemeProvider>{ui}</ThemeProvider>);

describe('ErrorCard', () => {
  it('says what failed and retries on request', async () => {
    const onRetry = jest.fn();
    themed(<ErrorCard title="Players could not load" message="Network error" onRetry={onRetry} />);
    const card = screen.getByRole('alert');
    expect(card).toHaveTextContent('Players could not load');
    expect(card).toHaveTextContent('Network error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry without a handler', () => {
    themed(<ErrorCard title="Gone" message="No such page" />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('Button', () => {
  it('does not submit a form unless asked to', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    themed(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
        <Button type="submit" variant="destructive">
          Send
        </Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('Badge and Skeleton', () => {
  it('names the badge look and hides skeletons from assistive technology', () => {
    const { container } = themed(
      <>
        <Badge variant="warning">pending</Badge>
        <Skeleton />
        <Skeleton height="2rem" />
      </>,
    );
    expect(screen.getByText('pending')).toHaveAttribute('data-variant', 'warning');
    const skeletons = container.querySelectorAll('[data-skeleton]');
    expect(skeletons).toHaveLength(2);
    skeletons.forEach((s) => expect(s).toHaveAttribute('aria-hidden', 'true'));
  });
});

describe('Tabs', () => {
  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    themed(
      <Tabs defaultValue="starters">
        <TabsList aria-label="Roster">
          <TabsTrigger value="starters">Starters</TabsTrigger>
          <TabsTrigger value="bench">Bench</TabsTrigger>
        </TabsList>
        <TabsContent value="starters">QB WR RB</TabsContent>
        <TabsContent value="bench">BN</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('QB WR RB');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Starters' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bench' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('BN');
  });
});

describe('Dialog', () => {
  it('opens as a labelled modal and closes on Escape', async () => {
    const user = userEvent.setup();
    themed(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Add player</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Add a player</DialogTitle>
          <DialogDescription>Name and position</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Add player' }));
    expect(screen.getByRole('dialog', { name: 'Add a player' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add player' })).toHaveFocus();
  });
});

describe('DropdownMenu', () => {
  it('chooses a radio item from the keyboard', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    themed(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>Theme</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuRadioGroup value="default" onValueChange={onValueChange}>
            <DropdownMenuRadioItem value="default">default</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="dark">dark</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Theme' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'default' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('dark');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('Input, Label and Table', () => {
  it('labels an input and takes typing', async () => {
    const user = userEvent.setup();
    themed(
      <>
        <Label htmlFor="email">Email</Label>
        <Input id="email" placeholder="name@example.com" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'ann@example.com');
    expect(input).toHaveValue('ann@example.com');
    expect(input).toHaveStyle({ color: themes.default.colors.text, background: themes.default.colors.surface });
  });

  it('renders a table with column headers', () => {
    themed(
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Team</TableHead>
            <TableHead>Record</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Bayou Bandits</TableCell>
            <TableCell>10-4</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Team', 'Record']);
    expect(screen.getByRole('cell', { name: '10-4' })).toBeInTheDocument();
  });
});

describe('VisuallyHidden', () => {
  it('names a control for screen readers while drawing nothing', () => {
    themed(
      <button type="button">
        <VisuallyHidden>Pick </VisuallyHidden>7
      </button>,
    );
    const hidden = screen.getByText('Pick');
    expect(screen.getByRole('button', { name: 'Pick 7' })).toBeInTheDocument();
    expect(hidden).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });
});
