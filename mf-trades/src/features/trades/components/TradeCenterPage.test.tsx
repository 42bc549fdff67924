import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-testing';
import TradeCenterPage from '../../../export-app';

describe('Trade Center screen (/trades)', () => {
  it("is what the remote exposes as './TradeCenter' and is titled 'Trade Center'", () => {
    renderWithProviders(<TradeCenterPage />, { route: '/trades' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trade Center' })).toBeInTheDocument();
  });
});
