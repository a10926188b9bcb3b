import { readFileSync } from 'node:fs';

/** ACARA's AC9 Mathematics MRAC file (CC BY 4.0; attribution in its README). */
export const AC9_MATHEMATICS_PATH = new URL(
  '../../../../../../supabase/seed/curriculum/ac9-mathematics.rdf',
  import.meta.url,
);

export function readAc9MathematicsBytes(): Uint8Array {
  return new Uint8Array(readFileSync(AC9_MATHEMATICS_PATH));
}
