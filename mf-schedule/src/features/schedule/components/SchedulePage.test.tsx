import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-testing';
import SchedulePage from '../../../export-app';

describe('Schedule screen (/schedule)', () => {
  it("is what the remote exposes as './Schedule' and is titled 'Schedule'", () => {
    renderWithProviders(<SchedulePage />, { route: '/schedule' });
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
  });
});
