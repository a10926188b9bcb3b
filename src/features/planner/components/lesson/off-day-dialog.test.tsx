// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import {
  pulledClassRow,
  pulledEntry,
  pulledLesson,
  pulledSchool,
  TEST_SCHOOL_ID,
} from '@/db/test-support/pulled-rows';
import { OffDayDialog } from './off-day-dialog';

beforeEach(() => stubMatchMedia());
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

function Closable({ date }: { date: string }) {
  const [open, setOpen] = useState(true);
  return open ? <OffDayDialog date={date} onClose={() => setOpen(false)} /> : null;
}

describe('OffDayDialog', () => {
  it('needs a reason, previews each class’s moves, marks the day, and undoes it from the toast', async () => {
    const replica = await openTestReplica();
    const { db, userId } = replica;
    await pulledSchool(db);
    const schoolClass = await pulledClassRow(db, userId);
    for (let day = 1; day <= 10; day += 1) await pulledEntry(db, userId, schoolClass.id, day, 'p1');
    const lesson = await pulledLesson(db, userId, schoolClass.id, '2026-11-25', 'p1');
    await pulledLesson(db, userId, schoolClass.id, '2026-11-26', 'p1');
    const user = userEvent.setup();
    render(
      <ReplicaTestProviders
        session={signedIn({ id: userId, schoolId: TEST_SCHOOL_ID })}
        replica={replica.handle}
      >
        <Closable date="2026-11-25" />
        <Toaster />
      </ReplicaTestProviders>,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Off day: Wed 25 Nov 2026' });
    await user.click(await within(dialog).findByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(/Give a reason for the off day/)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Sick day');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const moves = await within(dialog).findByRole('region', { name: 'Lessons that move' });
    expect(within(moves).getByRole('heading', { name: '7 Maths A' })).toBeInTheDocument();
    expect(
      within(moves)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Wed 25 Nov 2026, Period 1 → Thu 26 Nov 2026, Period 1',
      'Thu 26 Nov 2026, Period 1 → Fri 27 Nov 2026, Period 1',
    ]);
    expect(await db.outbox.count()).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Mark off day' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [closure] = await db.entity('school_closures').toArray();
    expect(closure).toMatchObject({
      owner_id: userId,
      school_id: null,
      reason: 'Sick day',
      shifts_cycle: false,
    });
    expect((await db.entity('lessons').get(lesson.id))?.date).toBe('2026-11-26');

    // By keyboard: sonner's pointer handling needs setPointerCapture, which jsdom lacks.
    (await screen.findByRole('button', { name: 'Undo' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () =>
      expect((await db.entity('lessons').get(lesson.id))?.date).toBe('2026-11-25'),
    );
    expect((await db.entity('school_closures').toArray())[0]?.deleted_at).not.toBeNull();
  });
});
