import { screen } from '@testing-library/react';
import { renderWithAuth } from 'shared-auth/testing';
import { EspnLeagueForm } from './EspnLeagueForm';

const SWID = '{8F4D863B-58A1-4D93-AA08-4460B3861B40}';
const S2 = 'AEBfakeS2%2Bkeeper%2Fleague%3D7700120250001';

function render() {
  const onFollow = jest.fn();
  const view = renderWithAuth(<EspnLeagueForm busy={false} onFollow={onFollow} />, { role: 'commissioner' });
  return { ...view, onFollow };
}

describe('EspnLeagueForm', () => {
  it('sends the league id alone when no cookie is typed (the stored ones are kept)', async () => {
    const { user, onFollow } = render();
    await user.type(screen.getByRole('textbox', { name: 'ESPN league id' }), ' 77001 ');
    await user.click(screen.getByRole('button', { name: 'Follow league' }));
    expect(onFollow).toHaveBeenCalledWith({ league: '77001' });
  });

  it('keeps the cookies in password fields and sends both, by Enter from the keyboard', async () => {
    const { user, onFollow } = render();
    await user.type(screen.getByRole('textbox', { name: 'ESPN league id' }), '77001');
    const s2 = screen.getByLabelText('espn_s2 cookie');
    const swid = screen.getByLabelText('SWID cookie');
    expect(s2).toHaveAttribute('type', 'password');
    expect(swid).toHaveAttribute('type', 'password');
    await user.type(s2, S2);
    await user.type(swid, `${SWID.replace(/[{}]/g, '')}{Enter}`);
    expect(onFollow).toHaveBeenCalledWith({ league: '77001', espnS2: S2, swid: SWID.replace(/[{}]/g, '') });
  });

  it('refuses one cookie without the other, naming what is missing, and sends nothing', async () => {
    const { user, onFollow } = render();
    await user.type(screen.getByRole('textbox', { name: 'ESPN league id' }), '77001');
    await user.type(screen.getByLabelText('espn_s2 cookie'), S2);
    await user.click(screen.getByRole('button', { name: 'Follow league' }));
    expect(onFollow).not.toHaveBeenCalled();
    expect(screen.getByText(/SWID is a GUID/)).toBeInTheDocument();
    expect(screen.getByLabelText('SWID cookie')).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes the stored cookies on request', async () => {
    const { user, onFollow } = render();
    await user.type(screen.getByRole('textbox', { name: 'ESPN league id' }), '77001');
    await user.click(screen.getByRole('button', { name: 'Remove the cookies' }));
    expect(onFollow).toHaveBeenCalledWith({ league: '77001', espnS2: null, swid: null });
  });
});
