import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_URL_DELAY_MS, useSearchText } from './useSearchText';

function SearchBox() {
  const [text, setText] = useSearchText();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <p>url: {location.search}</p>
      <button onClick={() => navigate('/players?search=shared')}>Open link</button>
    </>
  );
}

describe('useSearchText', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows every keystroke at once and writes the URL once typing pauses', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <MemoryRouter initialEntries={['/players?search=ma']}>
        <SearchBox />
      </MemoryRouter>,
    );
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveValue('ma');
    await user.type(box, 'h');
    expect(box).toHaveValue('mah');
    expect(screen.getByText('url: ?search=ma')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(screen.getByText('url: ?search=mah')).toBeInTheDocument();
    expect(box).toHaveValue('mah');
  });

  it('keeps what was typed while its own earlier write arrives, and follows a URL changed elsewhere', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <MemoryRouter initialEntries={['/players']}>
        <SearchBox />
      </MemoryRouter>,
    );
    const box = screen.getByRole('textbox', { name: 'Search' });
    await user.type(box, 'ab');
    act(() => jest.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    await user.type(box, 'c');
    expect(box).toHaveValue('abc');
    act(() => jest.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(screen.getByText('url: ?search=abc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    expect(box).toHaveValue('shared');
  });
});
