// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { forgetKeptFiguresOf } from '@/db/kept-figures';
import {
  PERSISTED_DASHBOARD_KEY,
  readPersistedDashboard,
  writePersistedDashboard,
  type PersistedDashboard,
} from './persisted-dashboard';

const kept: PersistedDashboard = {
  today: '2026-11-24',
  classKey: 'class-7a|class-8b',
  writeMark: 'mark-1',
  counted: {
    reflection: {
      shown: [
        {
          id: 'l1',
          date: '2026-11-23',
          classId: 'class-7a',
          className: '7 Maths A',
          startTime: '08:50',
          endTime: '09:40',
          title: 'Ratios',
        },
      ],
      more: 0,
      total: 1,
      firstHiddenDate: null,
    },
    week: {
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
      total: 10,
      planned: 4,
      unplanned: 6,
      stillToPlan: 5,
      plannedPercent: 40,
    },
    coverage: [
      {
        classId: 'class-7a',
        className: '7 Maths A',
        hasSyllabus: true,
        inScope: 40,
        covered: 9,
        percentage: 22.5,
      },
    ],
    metrics: {
      window: { start: '2026-10-28', end: '2026-11-24' },
      previousWindow: { start: '2026-09-30', end: '2026-10-27' },
      cards: [
        { id: 'lessonsCompleted', label: 'Lessons taught', value: 12, previous: 9, trend: 'up' },
        {
          id: 'averageEffectiveness',
          label: 'Average',
          value: null,
          previous: null,
          trend: 'stable',
        },
      ],
      recentActivity: [
        {
          type: 'resource_added',
          priority: 'low',
          title: 'Resource added',
          detail: 'Desmos',
          date: '2026-11-22',
          classId: null,
          syllabusPointId: null,
          resourceId: 'r1',
        },
      ],
    },
  },
};

describe('the dashboard figures kept on the device', () => {
  it('reads back what was written, per user', () => {
    writePersistedDashboard('user-a', kept);
    expect(readPersistedDashboard('user-a')).toEqual(kept);
    expect(readPersistedDashboard('user-b')).toBeNull();
  });

  it('ignores a copy that is unreadable, of another version or of another shape', () => {
    const item = `lesson-planner.kept-figures.dashboard.user-c.${PERSISTED_DASHBOARD_KEY}`;
    const { writeMark, ...figures } = kept;
    const stored = (version: number, value: unknown) =>
      JSON.stringify({ version, key: PERSISTED_DASHBOARD_KEY, value });
    localStorage.setItem(item, stored(1, { writeMark, figures }));
    expect(readPersistedDashboard('user-c')).toEqual(kept);
    localStorage.setItem(item, '{not json');
    expect(readPersistedDashboard('user-c')).toBeNull();
    localStorage.setItem(item, stored(0, { writeMark, figures }));
    expect(readPersistedDashboard('user-c')).toBeNull();
    localStorage.setItem(
      item,
      stored(1, {
        writeMark,
        figures: { ...figures, counted: { ...figures.counted, week: null } },
      }),
    );
    expect(readPersistedDashboard('user-c')).toBeNull();
    localStorage.setItem(item, stored(1, { writeMark: '', figures }));
    expect(readPersistedDashboard('user-c')).toBeNull();
  });

  it('forgets the user’s copy at sign-out, and one kept where it was kept before', () => {
    writePersistedDashboard('user-d', kept);
    localStorage.setItem('lesson-planner.dashboard.user-d', JSON.stringify({ version: 1 }));
    forgetKeptFiguresOf('user-d');
    expect(readPersistedDashboard('user-d')).toBeNull();
    expect(localStorage.getItem('lesson-planner.dashboard.user-d')).toBeNull();
  });
});
