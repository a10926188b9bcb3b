import fc from 'fast-check';
import type { Fault } from './faulty-fetch';

/** What one simulated session does: who has which devices, then a list of steps. */
export interface SessionPlan {
  /** Per device, the index of its user (0 or 1). */
  deviceUsers: number[];
  /** Per device, whether it has a second tab. */
  secondTab: boolean[];
  steps: Step[];
}

export type WriteAction =
  | { kind: 'create-class'; text: string }
  | { kind: 'create-lesson'; text: string }
  | { kind: 'create-entry'; day: number }
  | { kind: 'edit-lesson'; field: 'title' | 'notes' | 'status'; text: string; status: string }
  | { kind: 'edit-class'; field: 'name' | 'notes'; text: string }
  | { kind: 'edit-entry'; day: number }
  | { kind: 'delete'; table: 'lessons' | 'classes' | 'timetable_entries' };

export type Step =
  | { kind: 'write'; device: number; tab: number; pick: number; action: WriteAction }
  | { kind: 'sync'; device: number; tab: number }
  /** Both tabs of a device sync at the same moment (the Web Lock is one tab's; this is the worst case). */
  | { kind: 'sync-both-tabs'; device: number }
  | { kind: 'offline'; device: number }
  | { kind: 'online'; device: number }
  | { kind: 'fault'; device: number; fault: Fault }
  | { kind: 'expire-token'; device: number }
  /** The tab is killed while its sync runs (after the local commit, before or during the push). */
  | { kind: 'kill-tab-mid-sync'; device: number; tab: number; afterMs: number };

const text = fc.constantFrom('Fractions', 'Decimals', 'Ratio', 'Angles', 'Algebra');
const LESSON_STATUSES = ['PLANNED', 'UNPLANNED', 'COMPLETED', 'MISSED'];

const writeAction: fc.Arbitrary<WriteAction> = fc.oneof(
  { weight: 2, arbitrary: text.map((t) => ({ kind: 'create-class' as const, text: t })) },
  { weight: 3, arbitrary: text.map((t) => ({ kind: 'create-lesson' as const, text: t })) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 10 })
      .map((day) => ({ kind: 'create-entry' as const, day })),
  },
  {
    weight: 5,
    arbitrary: fc
      .record({
        field: fc.constantFrom('title' as const, 'notes' as const, 'status' as const),
        text,
        status: fc.constantFrom(...LESSON_STATUSES),
      })
      .map((r) => ({ kind: 'edit-lesson' as const, ...r })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ field: fc.constantFrom('name' as const, 'notes' as const), text })
      .map((r) => ({ kind: 'edit-class' as const, ...r })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 10 }).map((day) => ({ kind: 'edit-entry' as const, day })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('lessons' as const, 'classes' as const, 'timetable_entries' as const)
      .map((table) => ({ kind: 'delete' as const, table })),
  },
);

function step(devices: number): fc.Arbitrary<Step> {
  const device = fc.integer({ min: 0, max: devices - 1 });
  const tab = fc.integer({ min: 0, max: 1 });
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .record({ device, tab, pick: fc.nat(), action: writeAction })
        .map((s) => ({ kind: 'write' as const, ...s })),
    },
    {
      weight: 5,
      arbitrary: fc.record({ device, tab }).map((s) => ({ kind: 'sync' as const, ...s })),
    },
    { weight: 1, arbitrary: device.map((d) => ({ kind: 'sync-both-tabs' as const, device: d })) },
    { weight: 1, arbitrary: device.map((d) => ({ kind: 'offline' as const, device: d })) },
    { weight: 1, arbitrary: device.map((d) => ({ kind: 'online' as const, device: d })) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          device,
          fault: fc.constantFrom<Fault>(
            'unreachable',
            'http500',
            'http503',
            'lost-response',
            'garbled-response',
            'delivered-twice',
          ),
        })
        .map((s) => ({ kind: 'fault' as const, ...s })),
    },
    { weight: 1, arbitrary: device.map((d) => ({ kind: 'expire-token' as const, device: d })) },
    {
      weight: 1,
      arbitrary: fc
        .record({ device, tab, afterMs: fc.integer({ min: 0, max: 15 }) })
        .map((s) => ({ kind: 'kill-tab-mid-sync' as const, ...s })),
    },
  );
}

/** 2–4 devices of one or two users, each device with one or two tabs, 20–60 steps. */
export const sessionPlan: fc.Arbitrary<SessionPlan> = fc
  .integer({ min: 2, max: 4 })
  .chain((devices) =>
    fc.record({
      deviceUsers: fc
        .array(fc.integer({ min: 0, max: 1 }), { minLength: devices, maxLength: devices })
        // Every user in the session has at least one device; device 0 is always user 0's.
        .map((users) => [0, ...users.slice(1)]),
      secondTab: fc.array(fc.boolean(), { minLength: devices, maxLength: devices }),
      steps: fc.array(step(devices), { minLength: 20, maxLength: 60, size: 'max' }),
    }),
  );
