import { useCallback } from 'react';
import type { Program, ProgramItem } from '@/db/entities/library';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { compareItems } from '../model/item-order';

export type { Program, ProgramItem };

/** A program as the list shows it: the row, how many live items it has, and their periods. */
export type ProgramSummary = { program: Program; items: number; periods: number };

/** The teacher's own programs, and the ones colleagues share with their school. */
export type ProgramLists = { mine: ProgramSummary[]; school: ProgramSummary[] };

const NAME_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The programs the teacher sees, live from the replica (so offline too): their own, and those of
 * colleagues shared with their school (the pull brings only those the server lets them read).
 * Tombstones left out; each list sorted by name. Undefined while the replica opens.
 */
export function usePrograms(userId: string | null, schoolId: string | null) {
  const query = useCallback(
    async (db: ReplicaDb): Promise<ProgramLists> => {
      if (userId === null) return { mine: [], school: [] };
      const [own, shared] = await Promise.all([
        db.entity('programs').where('owner_id').equals(userId).toArray(),
        schoolId === null
          ? Promise.resolve([])
          : db.entity('programs').where('school_id').equals(schoolId).toArray(),
      ]);
      const programs = [...own, ...shared.filter((p) => p.owner_id !== userId && p.is_shared)]
        .filter((program) => program.deleted_at === null)
        .sort((a, b) => NAME_ORDER.compare(a.name, b.name));
      const items = (await Promise.all(programs.map((p) => liveItems(db, p.id)))).flat();
      const perProgram = new Map<string, { items: number; periods: number }>();
      for (const item of items) {
        const entry = perProgram.get(item.program_id) ?? { items: 0, periods: 0 };
        entry.items += 1;
        entry.periods += item.duration_periods;
        perProgram.set(item.program_id, entry);
      }
      const summary = (program: Program): ProgramSummary => ({
        program,
        ...(perProgram.get(program.id) ?? { items: 0, periods: 0 }),
      });
      return {
        mine: programs.filter((p) => p.owner_id === userId).map(summary),
        school: programs.filter((p) => p.owner_id !== userId).map(summary),
      };
    },
    [userId, schoolId],
  );
  return useReplicaQuery(query);
}

/** What an item shows of a linked syllabus point or resource that is on this device. */
export type PointLabel = { code: string; description: string };
export type ResourceLabel = { title: string; kind: 'link' | 'note' | 'file' };

/**
 * One program, its live items in teaching order, and the labels of the syllabus points and
 * resources they link (an id missing from a map is not on this device: deleted, or a colleague's
 * private resource); null when the program is not (or no longer) here.
 */
export type ProgramWithItems = {
  program: Program;
  items: ProgramItem[];
  points: ReadonlyMap<string, PointLabel>;
  resources: ReadonlyMap<string, ResourceLabel>;
  /** The name of the syllabus it names, when that is on this device. */
  syllabusName: string | null;
} | null;

export function useProgram(programId: string) {
  const query = useCallback(
    async (db: ReplicaDb): Promise<ProgramWithItems> => {
      const program = await db.entity('programs').get(programId);
      if (!program || program.deleted_at !== null) return null;
      const items = (await liveItems(db, programId)).sort(compareItems);
      const [points, resources, syllabus] = await Promise.all([
        db
          .entity('syllabus_points')
          .bulkGet([...new Set(items.flatMap((i) => i.syllabus_point_ids))]),
        db.entity('resources').bulkGet([...new Set(items.flatMap((i) => i.resource_ids))]),
        program.syllabus_id === null
          ? Promise.resolve(undefined)
          : db.entity('syllabuses').get(program.syllabus_id),
      ]);
      return {
        program,
        items,
        syllabusName: syllabus && syllabus.deleted_at === null ? syllabus.name : null,
        points: new Map(
          points.flatMap((p) =>
            p && p.deleted_at === null
              ? [[p.id, { code: p.code, description: p.description }]]
              : [],
          ),
        ),
        resources: new Map(
          resources.flatMap((r) =>
            r && r.deleted_at === null ? [[r.id, { title: r.title, kind: r.kind }]] : [],
          ),
        ),
      };
    },
    [programId],
  );
  return useReplicaQuery(query);
}

async function liveItems(db: ReplicaDb, programId: string): Promise<ProgramItem[]> {
  const items = await db
    .entity('program_items')
    .where('[program_id+sort_order]')
    .between([programId, -Infinity], [programId, Infinity], true, true)
    .toArray();
  return items.filter((item) => item.deleted_at === null);
}
