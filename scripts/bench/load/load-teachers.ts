import { randomUUID } from 'node:crypto';
import { formatISO } from 'date-fns';
import { PASSWORD_HASH_COST } from '../../../supabase/local/auth/auth-config';
import { createPasswordHasher } from '../../../supabase/local/auth/passwords';
import { insertUser } from '../../../supabase/local/auth/users';
import type { Sql } from '../../../supabase/local/db/sql-client';
import {
  currentTerm,
  DAY_SCHEDULE,
  demoTimetableCycle,
  termsForYear,
} from '../../../supabase/seed/demo-calendar';
import { demoLessons } from '../../../supabase/seed/demo-lessons';
import { insertRows } from '../../../supabase/seed/insert-rows';

/** One simulated device's account: a solo teacher with their own calendar, classes and lessons. */
export type LoadTeacher = { email: string; userId: string };

/** Three classes on a fortnight's timetable, as the demo teacher has: 16 lessons a cycle. */
const CLASSES = [
  { name: '7 Maths', colour: '#2563eb', days: [1, 3, 5, 6, 8, 10], period: 'P1' },
  { name: '8 Maths', colour: '#16a34a', days: [2, 4, 5, 7, 9, 10], period: 'P3' },
  { name: '9 Science', colour: '#d97706', days: [1, 4, 6, 9], period: 'P5' },
];

/**
 * Creates `count` teachers as the database owner, with the seed's helpers (the demo world's
 * calendar and a term of its lessons, ~160 each): the set-up is not part of what the bench
 * measures. Every account gets the same password and, to keep set-up fast, the same bcrypt hash
 * (cost PASSWORD_HASH_COST, with its own salt inside), so each sign-in verifies exactly as a real
 * one does.
 */
export async function createLoadTeachers(
  sql: Sql,
  count: number,
  password: string,
  runId: string,
): Promise<LoadTeacher[]> {
  const passwordHash = await createPasswordHasher(PASSWORD_HASH_COST).hash(password);
  const today = formatISO(new Date(), { representation: 'date' });
  const terms = termsForYear(Number(today.slice(0, 4)));
  const term = currentTerm(terms, today);
  const teachers: LoadTeacher[] = [];

  for (let i = 0; i < count; i++) {
    const email = `load-${runId}-${i}@bench.test`;
    const user = await insertUser(sql, {
      email,
      passwordHash,
      now: new Date(),
      userMetadata: { full_name: `Load teacher ${i}` },
    });
    if (!user) throw new Error(`the load teacher ${email} could not be created`);
    const userId = user.id;
    await sql.transaction(async (tx) => {
      await insertRows(tx, 'profiles', [
        { id: userId, user_id: userId, full_name: `Load teacher ${i}`, is_solo_user: true },
      ]);
      await insertRows(tx, 'user_preferences', [
        { id: userId, user_id: userId, timezone: 'Australia/Sydney' },
      ]);
      await insertRows(tx, 'teacher_calendars', [
        {
          id: userId,
          timetable_cycle: demoTimetableCycle(terms),
          term_dates: terms,
          day_schedule: DAY_SCHEDULE,
        },
      ]);
      const classes = CLASSES.map((c) => ({ ...c, id: randomUUID() }));
      await insertRows(
        tx,
        'classes',
        classes.map((c) => ({
          id: c.id,
          owner_id: userId,
          name: c.name,
          colour: c.colour,
          academic_year: today.slice(0, 4),
        })),
      );
      const slots = classes.flatMap((c) =>
        c.days.map((cycleDay) => ({ classId: c.id, cycleDay, periodId: c.period })),
      );
      await insertRows(
        tx,
        'timetable_entries',
        slots.map((s) => ({
          owner_id: userId,
          class_id: s.classId,
          cycle_day: s.cycleDay,
          period_id: s.periodId,
        })),
      );
      const { lessons } = demoLessons({
        ownerId: userId,
        term,
        anchorMonday: terms[0]!.start,
        today,
        classes: classes.map((c) => ({ id: c.id, name: c.name, topicPointIds: [] })),
        slots,
        methodIds: [],
        seed: i + 1,
      });
      await insertRows(tx, 'lessons', lessons);
    });
    teachers.push({ email, userId });
  }
  return teachers;
}
