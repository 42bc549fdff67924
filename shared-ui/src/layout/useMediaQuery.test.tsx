import { act, render, screen } from '@testing-library/react';
import { COMPACT_QUERY, useCompactScreen, useMediaQuery } from './useMediaQuery';

/** A window `width` px wide whose max-width queries answer, and that can be resized. */
function fakeWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const limit = Number(/max-width: (\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      get matches() {
        return width <= limit;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    listening: () => listeners.size,
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function Probe() {
  return <p>{useCompactScreen() ? 'compact' : 'full'}</p>;
}

describe('useMediaQuery and useCompactScreen', () => {
  it('is compact below 768 px and follows the window as it is resized', () => {
    const window = fakeWindowWidth(375);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('compact')).toBeInTheDocument();
    window.resize(768);
    expect(screen.getByText('full')).toBeInTheDocument();
    window.resize(767);
    expect(screen.getByText('compact')).toBeInTheDocument();
    unmount();
    expect(window.listening()).toBe(0);
    window.restore();
  });

  it('answers the query it is given; the compact layout is up to 767 px', () => {
    const window = fakeWindowWidth(500);
    function Wide() {
      return <p>{useMediaQuery('(max-width: 400px)') ? 'narrow' : 'wide'}</p>;
    }
    render(<Wide />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    window.restore();
    expect(COMPACT_QUERY).toBe('(max-width: 767px)');
  });
});
