import { fireEvent, screen } from '@testing-library/react';
import { renderWithAuth } from 'shared-auth/testing';
import { TeamAvatar } from './TeamAvatar';

describe('TeamAvatar', () => {
  it("shows the team's picture when it has one", () => {
    const { container } = renderWithAuth(<TeamAvatar letters="GCK" imageUrl="https://s.yimg.com/logo.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://s.yimg.com/logo.png');
    expect(screen.queryByText('GCK')).not.toBeInTheDocument();
  });

  it('shows the letters instead when the picture cannot be loaded (offline, or a dead address)', () => {
    const { container } = renderWithAuth(<TeamAvatar letters="GCK" imageUrl="https://s.yimg.com/gone.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('GCK')).toBeInTheDocument();
  });

  it('tries a new picture again after an earlier one failed', () => {
    const { container, rerender } = renderWithAuth(<TeamAvatar letters="GCK" imageUrl="https://s.yimg.com/gone.png" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<TeamAvatar letters="GCK" imageUrl="https://s.yimg.com/new.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://s.yimg.com/new.png');
  });

  it('shows at most 3 letters, so an abbreviation of up to 6 fits its circle', () => {
    const { container, rerender } = renderWithAuth(<TeamAvatar letters="KOTFLG" />);
    expect(container.firstChild).toHaveTextContent(/^KOT$/);
    rerender(<TeamAvatar letters="GCK" />);
    expect(container.firstChild).toHaveTextContent(/^GCK$/);
    rerender(<TeamAvatar letters="É9" />);
    expect(container.firstChild).toHaveTextContent(/^É9$/);
  });
});
