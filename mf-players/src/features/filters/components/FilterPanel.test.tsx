import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { server } from 'shared-testing';
import { playersApi } from '../../../testing/players-fixtures';
import { renderPlayersPage } from '../../../testing/render-players';

beforeEach(() => server.use(...playersApi()));

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });

async function choose(user: UserEvent, panel: HTMLElement, label: string, option: string) {
  await user.click(within(panel).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openPanel(user: UserEvent) {
  await user.click(filtersButton());
  return screen.findByRole('dialog', { name: 'Filter players' });
}

describe('filter side panel', () => {
  it("applies its choices only on 'Apply Filters', then shows the '!' badge", async () => {
    const { user } = renderPlayersPage();
    await screen.findByText('Showing 4 of 4 players');
    expect(filtersButton()).toHaveAccessibleName('Filters');
    expect(within(filtersButton()).queryByText('!')).not.toBeInTheDocument();

    const panel = await openPanel(user);
    await choose(user, panel, 'Position', 'RB');
    expect(screen.getByText('Showing 4 of 4 players')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 4 players')).toBeInTheDocument();
    expect(within(filtersButton()).getByText('!')).toBeInTheDocument();
    expect(filtersButton()).toHaveAccessibleName('Filters (active)');
  });

  it("'Clear Filters' shows everyone again and takes the badge away", async () => {
    const { user } = renderPlayersPage();
    await screen.findByText('Showing 4 of 4 players');
    let panel = await openPanel(user);
    await choose(user, panel, 'Keeper status', 'Keeper');
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByText('Showing 1 of 4 players')).toBeInTheDocument();

    panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByText('Showing 4 of 4 players')).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Keeper status' })).toHaveTextContent('All');
    await user.keyboard('{Escape}');
    expect(within(filtersButton()).queryByText('!')).not.toBeInTheDocument();
  });

  it('filters by team, experience and roster status', async () => {
    const { user } = renderPlayersPage();
    await screen.findByText('Showing 4 of 4 players');
    let panel = await openPanel(user);
    await choose(user, panel, 'Team', 'Bayou Bandits');
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByText('Showing 1 of 4 players')).toBeInTheDocument();

    panel = await openPanel(user);
    await choose(user, panel, 'Team', 'All teams');
    await choose(user, panel, 'Roster status', 'Free agent');
    await choose(user, panel, 'Experience', 'Veteran');
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByText('Showing 1 of 4 players')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Justin Tucker' })).toBeInTheDocument();
  });

  it('price range keeps players without a price (the filter ignores them)', async () => {
    const { user } = renderPlayersPage();
    await screen.findByText('Showing 4 of 4 players');
    const panel = await openPanel(user);
    await user.type(within(panel).getByRole('spinbutton', { name: 'Minimum price' }), '10');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Maximum price' }), '50');
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByText('Showing 2 of 4 players')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bijan Robinson' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Puka Nacua' })).toBeInTheDocument();
  });

  it('its search is the quick search: applied from the panel, it shows in the box', async () => {
    const { user } = renderPlayersPage();
    await screen.findByText('Showing 4 of 4 players');
    const panel = await openPanel(user);
    await user.type(within(panel).getByRole('searchbox', { name: 'Search' }), 'kc');
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search players' })).toHaveValue('kc');
    expect(screen.getByText('Showing 1 of 4 players')).toBeInTheDocument();
    expect(within(filtersButton()).getByText('!')).toBeInTheDocument();
  });
});
