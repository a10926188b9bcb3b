// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { pulledLesson } from '@/db/test-support/pulled-rows';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import { pulledClass, pulledProgramWithItems, SCHOOL_ID, T0 } from '../test-support/class-rows';
import { ClassesPage } from './classes-page';

beforeEach(() => stubMatchMedia());

describe('ClassesPage: programs each class follows', () => {
  it('names each program with the class’s progress through it, linking to the program', async () => {
    const replica = await openTestReplica();
    const { db, userId } = replica;
    const science = await pulledClass(db, userId, { name: '8 Science' });
    const history = await pulledClass(db, userId, { name: '9 History' });
    const forces = await pulledProgramWithItems(db, userId, 'Forces', 4);
    const energy = await pulledProgramWithItems(db, userId, 'Energy', 1);
    await pulledProgramWithItems(db, userId, 'Unused', 3);
    // 8 Science: Forces items 1 taught, 2 planned (twice), 3 missed; Energy's one item taught.
    const lesson = (classId: string, date: string, item: { id: string }, status: string) =>
      pulledLesson(db, userId, classId, date, 'p1', {
        program_item_id: item.id,
        status: status as never,
      });
    await lesson(science.id, '2026-11-16', forces.items[0]!, 'COMPLETED');
    await lesson(science.id, '2026-11-23', forces.items[1]!, 'PLANNED');
    await lesson(science.id, '2026-11-24', forces.items[1]!, 'PLANNED');
    await lesson(science.id, '2026-11-25', forces.items[2]!, 'MISSED');
    await lesson(science.id, '2026-11-17', energy.items[0]!, 'COMPLETED');
    // A deleted lesson never counts.
    await lesson(history.id, '2026-11-18', forces.items[3]!, 'COMPLETED').then((row) =>
      db.entity('lessons').put({ ...row, deleted_at: T0 }),
    );

    render(
      <MemoryRouter>
        <ReplicaTestProviders
          session={signedIn({ id: userId, schoolId: SCHOOL_ID })}
          replica={replica.handle}
        >
          <ClassesPage />
        </ReplicaTestProviders>
      </MemoryRouter>,
    );

    const followed = await screen.findByRole('list', { name: 'Programs 8 Science follows' });
    const entries = within(followed).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Energy: 1 of 1 item taught',
      'Forces: 1 of 4 items taught, 1 planned',
    ]);
    expect(within(followed).getByRole('link', { name: 'Forces' })).toHaveAttribute(
      'href',
      `/programs?program=${forces.row.id}`,
    );
    expect(screen.queryByRole('list', { name: 'Programs 9 History follows' })).toBeNull();
  });
});
