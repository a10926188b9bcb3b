import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  formatWeekParam,
  parseWeekFilters,
  parseWeekParam,
  writeWeekFilters,
  type WeekFilters,
} from '../../model/week';
import { afterNextPaint } from '../../queries/week/after-next-paint';

export const WEEK_PARAM = 'week';
export const LESSON_PARAM = 'lesson';

/** What the planner's URL holds: `?week=YYYY-MM-DD&class=…&status=…&lesson=id`. */
export type WeekUrlState = {
  week: string;
  filters: WeekFilters;
  lessonId: string | null;
};

function parseState(search: string, today: string): WeekUrlState {
  const params = new URLSearchParams(search);
  return {
    week: parseWeekParam(params.get(WEEK_PARAM), today),
    filters: parseWeekFilters(params),
    lessonId: params.get(LESSON_PARAM),
  };
}

function searchOf(state: WeekUrlState, base: string): string {
  const params = new URLSearchParams(base);
  params.set(WEEK_PARAM, formatWeekParam(state.week));
  writeWeekFilters(params, state.filters);
  if (state.lessonId === null) params.delete(LESSON_PARAM);
  else params.set(LESSON_PARAM, state.lessonId);
  return `?${params.toString()}`;
}

/**
 * The planner's state and its URL, kept in step under two flags:
 * - shallowWeekUrl on: the page owns the state and writes the URL straight to `window.history`,
 *   so the router runs no navigation at all (nothing above the page re-renders); Back and Forward
 *   reach the page as `popstate`. Off: each change is a router navigation and the state is read
 *   back from the router's location.
 * - syncWeekUrl on: every week change pushes a history entry, so Back returns to the previous
 *   week. Off: the entry is replaced, so Back leaves the planner.
 * A shallow replace is written after the new state's frame has painted (`afterNextPaint`), the
 * latest one only: `history.replaceState` cost Chromium ~2 ms between a week switch's click and
 * its paint (issue 19). Back/Forward or leaving the page drops a replace not yet written.
 */
export function useWeekUrl({
  today,
  shallow,
  sync,
}: {
  today: string;
  shallow: boolean;
  sync: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [shallowState, setShallowState] = useState(() => parseState(location.search, today));
  /** Cancels the shallow replace not yet written. */
  const pendingReplace = useRef<(() => void) | null>(null);
  const dropPendingReplace = useCallback(() => {
    pendingReplace.current?.();
    pendingReplace.current = null;
  }, []);
  useEffect(() => dropPendingReplace, [dropPendingReplace]);

  // The router's location changed (a link, or Back under a router navigation): follow it.
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    setShallowState(parseState(location.search, today));
  }

  useEffect(() => {
    if (!shallow) return;
    const onPop = () => {
      dropPendingReplace();
      setShallowState(parseState(window.location.search, today));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [shallow, today, dropPendingReplace]);

  const routerState = useMemo(() => parseState(location.search, today), [location.search, today]);
  const state = shallow ? shallowState : routerState;

  const update = useCallback(
    (next: WeekUrlState, push: boolean) => {
      if (shallow) {
        setShallowState(next);
        const url = `${window.location.pathname}${searchOf(next, window.location.search)}`;
        // Keep the router's own history state so its Back/Forward bookkeeping stays valid.
        dropPendingReplace();
        if (push) window.history.pushState(window.history.state, '', url);
        else
          pendingReplace.current = afterNextPaint(() => {
            pendingReplace.current = null;
            window.history.replaceState(window.history.state, '', url);
          });
        return;
      }
      void navigate(
        { pathname: location.pathname, search: searchOf(next, location.search) },
        { replace: !push, preventScrollReset: true },
      );
    },
    [shallow, navigate, location.pathname, location.search, dropPendingReplace],
  );

  const setWeek = useCallback(
    (week: string) => {
      if (week === state.week) return;
      update({ ...state, week }, sync);
    },
    [state, update, sync],
  );
  const setFilters = useCallback(
    (filters: WeekFilters) => update({ ...state, filters }, false),
    [state, update],
  );
  const setLessonId = useCallback(
    (lessonId: string | null) => update({ ...state, lessonId }, false),
    [state, update],
  );

  return { ...state, setWeek, setFilters, setLessonId };
}
