import type { Resource } from '@/db/entities/library';
import type { ReplicaDb } from '@/db/replica-db';
import { T0, TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import type { SearchableResource } from '../model/resource-search';

export { T0, TEST_SCHOOL_ID };

const pulled = { created_at: T0, updated_at: T0, deleted_at: null, txid: '512' } as const;

/** A resource row as a pull would bring it (a link unless overridden); tests only. */
export function resourceRow(ownerId: string, overrides: Partial<Resource> = {}): Resource {
  return {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    school_id: TEST_SCHOOL_ID,
    is_shared: false,
    kind: 'link',
    title: 'Forces worksheet',
    url: 'https://example.com/forces',
    body: null,
    description: null,
    file_path: null,
    mime_type: null,
    size_bytes: null,
    subject: 'Science',
    years: [8],
    tags: [],
    ...pulled,
    ...overrides,
  };
}

/** Puts a pulled resource into the replica. */
export async function pulledResource(
  db: ReplicaDb,
  ownerId: string,
  overrides: Partial<Resource> = {},
): Promise<Resource> {
  const row = resourceRow(ownerId, overrides);
  await db.entity('resources').put(row);
  return row;
}

/** A searchable row for the pure model's tests (no replica). */
export function searchableRow(overrides: Partial<SearchableResource> = {}): SearchableResource {
  return {
    id: crypto.randomUUID(),
    kind: 'link',
    title: 'Untitled',
    tags: [],
    description: null,
    body: null,
    subject: null,
    years: [],
    owner_id: 'me',
    is_shared: false,
    created_at: T0,
    updated_at: T0,
    txid: '512',
    deleted_at: null,
    ...overrides,
  };
}
