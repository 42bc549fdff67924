import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-testing';
import PlayersPage from '../../../export-app';

describe('Players screen (/players)', () => {
  it("is what the remote exposes as './Players' and is titled 'Players'", () => {
    renderWithProviders(<PlayersPage />, { route: '/players' });
    expect(screen.getByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
  });
});
