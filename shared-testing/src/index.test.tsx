import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useTheme, useToast } from 'shared-ui';
import { renderWithProviders } from './index';

describe('the jest environment', () => {
  it("has Node's fetch family and encoders alongside jsdom", async () => {
    expect(typeof window).toBe('object');
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      expect(typeof (globalThis as Record<string, unknown>)[name]).toBe('function');
    }
    expect(new TextDecoder().decode(new TextEncoder().encode('Week 17'))).toBe('Week 17');
    expect(structuredClone({ a: [1] })).toEqual({ a: [1] });
    await expect(new Response('{"ok":true}', { status: 201 }).json()).resolves.toEqual({ ok: true });
  });

  it("reads a form into FormData as a browser does, and fetch still takes Node's FormData bodies", async () => {
    document.body.innerHTML = `<form><input name="search" value="kc"><input type="checkbox" name="keeper" checked><input type="checkbox" name="rookie"><button name="go" value="apply">Apply</button></form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    const data = new FormData(form, form.querySelector('button'));
    expect([...data.entries()]).toEqual([
      ['search', 'kc'],
      ['keeper', 'on'],
      ['go', 'apply'],
    ]);
    const request = new Request('http://localhost/api', { method: 'POST', body: data });
    expect((await request.formData()).get('search')).toBe('kc');
    document.body.innerHTML = '';
  });

  it('stubs what Radix needs from the browser', () => {
    expect(typeof ResizeObserver).toBe('function');
    expect(typeof Element.prototype.hasPointerCapture).toBe('function');
    expect(typeof window.matchMedia('(max-width: 768px)').matches).toBe('boolean');
  });
});

function Probe() {
  const location = useLocation();
  const { themeName } = useTheme();
  const { toast } = useToast();
  return (
    <div>
      <p>path: {location.pathname + location.search}</p>
      <p>theme: {themeName}</p>
      <button onClick={() => toast({ title: 'Saved' })}>save</button>
    </div>
  );
}

describe('renderWithProviders', () => {
  it('renders at the given route and theme, with a toast region and a user-event session', async () => {
    const { user, queryClient } = renderWithProviders(<Probe />, { route: '/players?year=2025', theme: 'retro' });
    expect(screen.getByText('path: /players?year=2025')).toBeInTheDocument();
    expect(screen.getByText('theme: retro')).toBeInTheDocument();
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(false);
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByRole('region', { name: /notifications/i })).toHaveTextContent('Saved');
  });

  it("starts at '/' with a fresh query client and no leftover toasts", async () => {
    const first = renderWithProviders(<Probe />);
    await first.user.click(screen.getByRole('button', { name: 'save' }));
    first.queryClient.setQueryData(['teams'], [1]);
    first.unmount();

    const second = renderWithProviders(<Probe />);
    expect(screen.getByText('path: /')).toBeInTheDocument();
    expect(second.queryClient).not.toBe(first.queryClient);
    expect(second.queryClient.getQueryData(['teams'])).toBeUndefined();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
