import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import { SEARCH_MAX_CHARS } from './search-form';

const searchSchema = v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX_CHARS));

/**
 * One query parameter of the page's URL, parsed (a hand-edited URL is input like any other):
 * what the parser refuses reads as `fallback`. Setting `fallback` removes the parameter.
 */
function useParam<T extends string>(
  name: string,
  parse: (raw: string | null) => T | null,
  fallback: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = parse(params.get(name)) ?? fallback;
  const set = useCallback(
    (next: T) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete(name);
        else updated.set(name, next);
        return updated;
      }),
    [name, fallback, setParams],
  );
  return [value, set];
}

/** The list's search (`?q=`), trimmed; '' when there is none. */
export function useSearchParam(): [string, (next: string) => void] {
  return useParam(
    'q',
    (raw) => {
      const parsed = v.safeParse(searchSchema, raw ?? '');
      return parsed.success ? parsed.output : null;
    },
    '',
  );
}

/** A filter with fixed choices (`?status=pending`); an unknown value reads as `fallback`. */
export function useChoiceParam<T extends string>(
  name: string,
  choices: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  return useParam(
    name,
    (raw) => (raw !== null && (choices as readonly string[]).includes(raw) ? (raw as T) : null),
    fallback,
  );
}
