import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider';
import { themes } from '../theme/tokens';
import { LockToggle } from './LockToggle';

function Screen() {
  const [locked, setLocked] = useState(true);
  return <LockToggle locked={locked} onToggle={() => setLocked((value) => !value)} subject="schedule" />;
}

describe('LockToggle', () => {
  it('starts locked with a red icon and says so to screen readers', () => {
    render(
      <ThemeProvider>
        <Screen />
      </ThemeProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Locked: schedule editing is off' });
    expect(toggle).toHaveAttribute('data-state', 'locked');
    expect(toggle.querySelector('svg')).toHaveStyle({ color: themes.default.colors.destructive });
  });

  it('unlocks by keyboard, turning green, and locks again', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Screen />
      </ThemeProvider>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const toggle = screen.getByRole('button', { name: 'Unlocked: schedule editing is on' });
    expect(toggle.querySelector('svg')).toHaveStyle({ color: themes.default.colors.success });
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Locked: schedule editing is off' })).toBeInTheDocument();
  });
});
