import MiniSearch from 'minisearch';
import type { ResourceKind } from './resource-rules';

/** What the search and the filters read of a resource row (declared here, not imported: pure). */
export type SearchableResource = {
  id: string;
  kind: ResourceKind;
  title: string;
  tags: readonly string[];
  description: string | null;
  body: string | null;
  subject: string | null;
  years: readonly number[];
  owner_id: string;
  is_shared: boolean;
  created_at: string;
  updated_at: string;
  txid: string;
  deleted_at: string | null;
};

type IndexedDocument = {
  id: string;
  title: string;
  tags: string;
  description: string;
  body: string;
};

const FIELDS = ['title', 'tags', 'description', 'body'] as const;

/**
 * A typo of one letter in five is forgiven (MiniSearch's edit distance is this share of the
 * term's length); terms under four letters must match exactly, or "cel" would find "gel".
 */
const FUZZY_SHARE = 0.2;
const FUZZY_MIN_TERM_CHARS = 4;

/** What a teacher recognises a resource by first: its title, then its tags. */
const BOOST = { title: 3, tags: 2, description: 1, body: 1 };

function documentOf(row: SearchableResource): IndexedDocument {
  return {
    id: row.id,
    title: row.title,
    tags: row.tags.join(' '),
    description: row.description ?? '',
    // Only a note's text is its content; a link's or a file's body column is not searched.
    body: row.kind === 'note' ? (row.body ?? '') : '',
  };
}

/** A row's version as far as the index cares: any write moves updated_at, any pull the txid. */
const versionOf = (row: SearchableResource) => `${row.txid}|${row.updated_at}`;

/**
 * The full-text index of the resources on this device (title, tags, description, note text),
 * offline like everything else. Built once; `sync` then adds, replaces and drops only the rows
 * whose version changed since, so a write re-indexes one document, not 5,000.
 */
export class ResourceSearchIndex {
  private readonly index = new MiniSearch<IndexedDocument>({
    fields: [...FIELDS],
    storeFields: [],
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length >= FUZZY_MIN_TERM_CHARS ? FUZZY_SHARE : false),
      boost: BOOST,
      combineWith: 'AND',
    },
  });
  private readonly versions = new Map<string, string>();

  /** Brings the index in line with `rows` (the live ones); returns how many documents changed. */
  sync(rows: readonly SearchableResource[]): number {
    let changed = 0;
    const present = new Set<string>();
    const added: IndexedDocument[] = [];
    for (const row of rows) {
      present.add(row.id);
      const version = versionOf(row);
      const known = this.versions.get(row.id);
      if (known === version) continue;
      this.versions.set(row.id, version);
      changed += 1;
      if (known === undefined) added.push(documentOf(row));
      else this.index.replace(documentOf(row));
    }
    if (added.length > 0) this.index.addAll(added);
    for (const id of [...this.versions.keys()]) {
      if (present.has(id)) continue;
      this.versions.delete(id);
      this.index.discard(id);
      changed += 1;
    }
    return changed;
  }

  get size(): number {
    return this.versions.size;
  }

  /** Ids matching `query`, best first with their scores; null for a blank query (no search). */
  search(query: string): Map<string, number> | null {
    if (query.trim() === '') return null;
    const hits = this.index.search(query);
    return new Map(hits.map((hit) => [String(hit.id), hit.score]));
  }
}
