import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-testing';
import TeamsPage from '../../../export-teams';

describe('Teams screen (/teams)', () => {
  it("is what the remote exposes as './Teams' and is titled 'Teams'", () => {
    renderWithProviders(<TeamsPage />, { route: '/teams' });
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
  });
});
