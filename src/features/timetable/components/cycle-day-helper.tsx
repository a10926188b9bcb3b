import { useId, useState } from 'react';
import type { SchoolCalendar } from '@/domain/calendar';
import { describeCycleDay } from '../model';
import { CONTROL } from './field-problems';

/**
 * Which cycle day any date is, by the saved calendar (with the user's own off days): the quickest
 * check that the anchor, the mode and the terms say what the school means.
 */
export function CycleDayHelper({ calendar }: { calendar: SchoolCalendar }) {
  const id = useId();
  const [date, setDate] = useState('');
  const answer = date === '' ? null : describeCycleDay(calendar, date);
  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-4xl space-y-2">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Which cycle day is it?
      </h2>
      <label htmlFor={`${id}-date`} className="block text-sm font-medium">
        Date
      </label>
      <input
        id={`${id}-date`}
        type="date"
        className={CONTROL}
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <p role="status" className="text-sm">
        {answer ?? 'Pick a date to see its cycle day, as the planner will count it.'}
      </p>
    </section>
  );
}
