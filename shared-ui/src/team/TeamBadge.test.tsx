import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider';
import { TeamBadge } from './TeamBadge';

const renderBadge = (badge: ReactElement) => render(badge, { wrapper: ThemeProvider });

describe('TeamBadge', () => {
  it("shows the team's picture when it has one", () => {
    const { container } = renderBadge(<TeamBadge abbreviation="GCK" imageUrl="https://s.yimg.com/logo.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://s.yimg.com/logo.png');
    expect(screen.queryByText('GCK')).not.toBeInTheDocument();
  });

  it('shows the letters instead when the picture cannot be loaded (offline, or a dead address)', () => {
    const { container } = renderBadge(<TeamBadge abbreviation="GCK" imageUrl="https://s.yimg.com/gone.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('GCK')).toBeInTheDocument();
  });

  it('tries a new picture again after an earlier one failed', () => {
    const { container, rerender } = renderBadge(
      <TeamBadge abbreviation="GCK" imageUrl="https://s.yimg.com/gone.png" />,
    );
    fireEvent.error(container.querySelector('img')!);
    rerender(<TeamBadge abbreviation="GCK" imageUrl="https://s.yimg.com/new.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://s.yimg.com/new.png');
  });

  it('shows at most 3 letters, so an abbreviation of up to 6 fits its circle', () => {
    const { container, rerender } = renderBadge(<TeamBadge abbreviation="KOTFLG" />);
    expect(container.firstChild).toHaveTextContent(/^KOT$/);
    rerender(<TeamBadge abbreviation="GCK" />);
    expect(container.firstChild).toHaveTextContent(/^GCK$/);
    rerender(<TeamBadge abbreviation="É9" />);
    expect(container.firstChild).toHaveTextContent(/^É9$/);
  });
});
