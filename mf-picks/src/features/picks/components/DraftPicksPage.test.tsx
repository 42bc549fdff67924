import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-testing';
import DraftPicksPage from '../../../export-app';

describe('Draft Picks screen (/picks)', () => {
  it("is what the remote exposes as './DraftPicks' and is titled 'Draft Picks'", () => {
    renderWithProviders(<DraftPicksPage />, { route: '/picks' });
    expect(screen.getByRole('heading', { level: 1, name: 'Draft Picks' })).toBeInTheDocument();
  });
});
