import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-testing';
import HomePage from '../../../export-home';

describe('Dashboard screen (/)', () => {
  it("is what the remote exposes as './Home' and is titled 'Dashboard'", () => {
    renderWithProviders(<HomePage />, { route: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});
