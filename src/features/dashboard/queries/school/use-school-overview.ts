import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import type {
  SchoolOverviewActions,
  SchoolOverviewFailureReason,
  SchoolOverviewOutcome,
} from '../../api/school-overview-actions';
import {
  readCachedSchoolOverview,
  writeCachedSchoolOverview,
  type CachedSchoolOverview,
} from './school-overview-cache';

export type SchoolOverviewProblem = { reason: SchoolOverviewFailureReason; message: string };

export type SchoolOverviewView = {
  /** What to show: this visit's answer, else the copy kept from an earlier one, else nothing. */
  shown: CachedSchoolOverview | null;
  /** `shown` is the kept copy (the server has not answered on this visit). */
  fromCache: boolean;
  /** A request is on its way. */
  loading: boolean;
  /** Why the last request gave no answer (offline: the device knows it has no network). */
  problem: SchoolOverviewProblem | null;
};

/** An answer, and the request it answered (the week turns over at midnight on Sunday). */
type Settled = { week: string; attempt: number; outcome: SchoolOverviewOutcome };

/**
 * The school's planning overview from the server (the rows behind it are colleagues' and never on
 * this device), with the last answer kept per user and school for offline use. Asks again when
 * the device comes back online and on `refresh`. Mount it under a key of user and school (the
 * section does) so another school never shows this one's state.
 */
export function useSchoolOverview({
  userId,
  schoolId,
  week,
  actions,
  now,
}: {
  userId: string;
  schoolId: string;
  week: { start: string; end: string };
  actions: SchoolOverviewActions;
  /** When an answer arrived ("Last updated"). */
  now: () => Date;
}): SchoolOverviewView & { refresh: () => void } {
  const online = useOnlineStatus();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [fresh, setFresh] = useState<CachedSchoolOverview | null>(null);
  // Read when the answer arrives, not a reason to ask again.
  const clock = useRef(now);
  useEffect(() => {
    clock.current = now;
  }, [now]);
  const cached = useMemo(() => readCachedSchoolOverview(userId, schoolId), [userId, schoolId]);

  useEffect(() => {
    if (!online) return;
    let current = true;
    void actions
      .loadOverview({ schoolId, weekStart: week.start, weekEnd: week.end })
      .then((outcome) => {
        if (!current) return;
        if (outcome.ok) {
          const answer = { overview: outcome.overview, fetchedAtMs: clock.current().getTime() };
          writeCachedSchoolOverview(userId, answer);
          setFresh(answer);
        }
        setSettled({ week: `${week.start}|${week.end}`, attempt, outcome });
      });
    return () => {
      current = false;
    };
  }, [actions, userId, schoolId, week.start, week.end, online, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const answered =
    settled?.attempt === attempt && settled.week === `${week.start}|${week.end}`
      ? settled.outcome
      : null;
  const problem: SchoolOverviewProblem | null = !online
    ? { reason: 'offline', message: 'This device is offline.' }
    : answered && !answered.ok
      ? { reason: answered.reason, message: answered.message }
      : null;
  return {
    shown: fresh ?? cached,
    fromCache: fresh === null,
    loading: online && answered === null,
    problem,
    refresh,
  };
}
