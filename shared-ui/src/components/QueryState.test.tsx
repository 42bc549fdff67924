import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ThemeProvider } from '../theme/ThemeProvider';
import { QueryState, type QueryLike, type QueryStateProps } from './QueryState';
import { Skeleton } from './Skeleton';

type Team = { id: number; name: string };

const pending = (): QueryLike<Team[]> => ({
  isPending: true,
  isError: false,
  error: null,
  data: undefined,
  refetch: jest.fn(),
});
const failed = (refetch = jest.fn(), data?: Team[]): QueryLike<Team[]> => ({
  isPending: false,
  isError: true,
  error: new Error('You are not a member of this league'),
  data,
  refetch,
});
const answered = (data: Team[]): QueryLike<Team[]> => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  refetch: jest.fn(),
});

const reason = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

function Teams({ query, ...props }: { query: QueryLike<Team[]> } & Partial<QueryStateProps<Team[], unknown>>) {
  return (
    <ThemeProvider>
      <QueryState query={query} loadingLabel="Loading teams" errorText={reason} empty="No teams yet" {...props}>
        {(teams) => (
          <ul aria-label="Teams">
            {teams.map((team) => (
              <li key={team.id}>{team.name}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </ThemeProvider>
  );
}

/** axe's violations on the rendered markup (colour contrast needs a layout jsdom has not). */
async function violations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
  );
}

describe('QueryState', () => {
  it('loading: a labelled busy status, with the label as text when there is no skeleton', async () => {
    const { container } = render(<Teams query={pending()} />);
    const status = screen.getByRole('status', { name: 'Loading teams' });
    expect(status).toHaveTextContent('Loading teams');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it("loading: the screen's skeleton sits inside the status, in place of the text", () => {
    render(<Teams query={pending()} skeleton={<Skeleton height="3rem" />} />);
    const status = screen.getByRole('status', { name: 'Loading teams' });
    expect(status.querySelectorAll('[data-skeleton]')).toHaveLength(1);
    expect(status).not.toHaveTextContent('Loading teams');
  });

  it('error: the reason and the title in an alert, and Retry refetches from the keyboard', async () => {
    const refetch = jest.fn();
    const { container } = render(<Teams query={failed(refetch)} errorTitle="Failed to fetch teams" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch teams');
    expect(alert).toHaveTextContent('You are not a member of this league');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.tab();
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(refetch).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(refetch).toHaveBeenCalledTimes(2);
    expect(await violations(container)).toEqual([]);
  });

  it("error: the screen's own words, and its own Retry when it gives one", async () => {
    const refetch = jest.fn();
    const onRetry = jest.fn();
    render(
      <Teams
        query={failed(refetch)}
        errorText={(error) => `Error loading teams: ${reason(error)}`}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Error loading teams: You are not a member of this league')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('error after an answer: the failure wins, unless the screen keeps the answer', () => {
    const held = [{ id: 1, name: 'Bayou Bandits' }];
    const { rerender } = render(<Teams query={failed(jest.fn(), held)} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Bayou Bandits')).not.toBeInTheDocument();

    rerender(<Teams query={failed(jest.fn(), held)} keepDataOnError />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Bayou Bandits')).toBeInTheDocument();
  });

  it("empty: an empty list says the screen's words, and isEmpty decides when given", async () => {
    const { container, rerender } = render(<Teams query={answered([])} />);
    expect(screen.getByText('No teams yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);

    rerender(
      <Teams
        query={answered([{ id: 1, name: 'Bayou Bandits' }])}
        isEmpty={(teams) => teams.every((team) => team.id !== 2)}
      />,
    );
    expect(screen.getByText('No teams yet')).toBeInTheDocument();

    rerender(<Teams query={answered([])} isEmpty={() => false} />);
    expect(screen.getByRole('list', { name: 'Teams' })).toBeInTheDocument();
  });

  it('empty: without empty words, an empty list is still the data', () => {
    render(<Teams query={answered([])} empty={undefined} />);
    expect(screen.getByRole('list', { name: 'Teams' })).toBeEmptyDOMElement();
  });

  it('data: the children get the answer, with no status or alert left', async () => {
    const { container } = render(
      <Teams
        query={answered([
          { id: 1, name: 'Bayou Bandits' },
          { id: 2, name: 'Gotham City Knights' },
        ])}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bayou Bandits',
      'Gotham City Knights',
    ]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });
});
