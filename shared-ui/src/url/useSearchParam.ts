import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface SearchParamOptions<T> {
  /** The value while the query holds none, or one that `parse` refuses. */
  fallback: T;
  /** The value the query string holds, or undefined when it is not a valid one. */
  parse: (raw: string) => T | undefined;
  format?: (value: T) => string;
  /**
   * Replace the history entry instead of adding one. Selectors push (so Back undoes a change);
   * typing in a search box replaces (so Back does not walk through every keystroke).
   */
  replace?: boolean;
}

/**
 * One screen setting kept in the URL query (docs/decisions.md §4: shareable views), so a link or a
 * reload shows the same view. Setting the fallback removes the parameter to keep links short.
 */
export function useSearchParam<T>(
  name: string,
  { fallback, parse, format = String, replace = false }: SearchParamOptions<T>,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const parsed = raw === null ? undefined : parse(raw);
  const value = parsed === undefined ? fallback : parsed;

  const setValue = useCallback(
    (next: T) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const text = format(next);
          if (text === '' || text === format(fallback)) updated.delete(name);
          else updated.set(name, text);
          return updated;
        },
        { replace },
      );
    },
    [setParams, name, format, fallback, replace],
  );
  return [value, setValue];
}

/** Reads a whole number from the query when it is one of `allowed` (every integer when omitted). */
export function integerIn(allowed?: readonly number[]) {
  return (raw: string): number | undefined => {
    if (!/^\d{1,9}$/.test(raw)) return undefined;
    const value = Number(raw);
    return allowed && !allowed.includes(value) ? undefined : value;
  };
}

/** A number kept in the URL query, limited to `allowed` (a season, a week, a year). */
export function useNumberSearchParam(name: string, fallback: number, allowed?: readonly number[], replace = false) {
  return useSearchParam<number>(name, { fallback, parse: integerIn(allowed), replace });
}

/** Free text kept in the URL query (a search box); replaces the history entry as one types. */
export function useTextSearchParam(name: string) {
  return useSearchParam<string>(name, { fallback: '', parse: (raw) => raw, replace: true });
}
