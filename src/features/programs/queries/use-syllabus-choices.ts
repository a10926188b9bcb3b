import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';

export type SyllabusChoice = { id: string; name: string };

const NAME_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The syllabuses on this device a program can name (not retired), by name. */
async function readSyllabusChoices(db: ReplicaDb): Promise<SyllabusChoice[]> {
  return (await db.entity('syllabuses').toArray())
    .filter((s) => s.deleted_at === null && s.retired_at === null)
    .sort((a, b) => NAME_ORDER.compare(a.name, b.name))
    .map((s) => ({ id: s.id, name: s.version ? `${s.name} (v${s.version})` : s.name }));
}

/** Live, so a syllabus a sync brings shows at once; undefined while the replica opens. */
export function useSyllabusChoices(): SyllabusChoice[] | undefined {
  return useReplicaQuery(readSyllabusChoices);
}
