import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation, useSearchParams } from 'react-router-dom';
import { ThemeProvider } from '../theme/ThemeProvider';
import { LEAVE_TITLE, UnsavedChangesGuard } from './UnsavedChangesGuard';

function Editor() {
  const [dirty, setDirty] = useState(false);
  const [, setParams] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <p>at {location.pathname + location.search}</p>
      <button type="button" onClick={() => setDirty(true)}>
        Edit
      </button>
      <button type="button" onClick={() => setParams({ year: '2027' })}>
        Year 2027
      </button>
      <button type="button" onClick={() => setParams({ year: '2025', q: 'x' })}>
        Search
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <UnsavedChangesGuard when={dirty} watchSearch={['year']} />
    </>
  );
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/picks', element: <Editor /> },
      { path: '/elsewhere', element: <p>Elsewhere page</p> },
    ],
    { initialEntries: ['/elsewhere', '/picks?year=2025'], initialIndex: 1 },
  );
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('UnsavedChangesGuard', () => {
  it('lets every navigation through while nothing is unsaved', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Elsewhere page')).toBeInTheDocument();
  });

  it('asks before a link leaves unsaved changes; Stay keeps the page', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('dialog', { name: LEAVE_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('at /picks?year=2025')).toBeInTheDocument();
  });

  it('Leave goes where the user was going', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Elsewhere page')).toBeInTheDocument();
  });

  it('asks on Back too', async () => {
    const { user, router } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('dialog', { name: LEAVE_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('at /picks?year=2025')).toBeInTheDocument();
  });

  it('asks on a change of a watched query parameter, not of others', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('at /picks?year=2025&q=x')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Year 2027' }));
    expect(screen.getByRole('dialog', { name: LEAVE_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('at /picks?year=2025&q=x')).toBeInTheDocument();
  });

  it('has the browser ask before a reload or closing the tab, only while there is something unsaved', async () => {
    const { user } = renderEditor();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
