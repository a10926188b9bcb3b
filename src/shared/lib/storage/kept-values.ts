import * as v from 'valibot';

/**
 * A small store of values kept in localStorage per signed-in user under string keys, bounded in
 * entries and characters, each value checked against the caller's schema when it is read back
 * (storage is input like any other: an unreadable, older or odd-shaped copy reads as none).
 * localStorage, not sessionStorage: the installed app opens each start in a new tab.
 *
 * Each value is one storage item, `<prefix><userId>.<key>`, so a read parses only the value it
 * wants; `<prefix><userId>` lists the kept keys oldest written first with their sizes, which is
 * what the bounds drop by. `forget` (sign-out) removes every item of the user by prefix, so an
 * item a concurrent tab left out of the list still goes.
 */
export type KeptValuesOptions = {
  /** Every item's key starts with it; ends with '.'. */
  readonly prefix: string;
  /** Bumped when the stored values change shape: older copies then read as none. */
  readonly version: number;
  /** At most this many values per user; the oldest written goes first. */
  readonly maxEntries: number;
  /** A value longer than this serialized is not kept (and an older copy under its key goes). */
  readonly maxEntryChars: number;
  /** The user's values together stay under this; the oldest written go first. */
  readonly maxTotalChars: number;
};

export type KeptValues = {
  /** The user's value under `key`, when there is one that `schema` accepts; else null. */
  read<T>(userId: string, key: string, schema: v.GenericSchema<unknown, T>): T | null;
  /** Keeps `value` under `key`; false when it was not kept (too large, full or blocked storage). */
  write(userId: string, key: string, value: unknown): boolean;
  /** Removes every value of the user (sign-out). */
  forget(userId: string): void;
};

/** This browser's localStorage; null where there is none or it is blocked (privacy settings). */
function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const listSchema = v.array(
  v.object({ key: v.string(), chars: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
);
type Listed = v.InferOutput<typeof listSchema>[number];

export function keptValues(options: KeptValuesOptions): KeptValues {
  const { prefix, version, maxEntries, maxEntryChars, maxTotalChars } = options;
  const listKey = (userId: string) => `${prefix}${userId}`;
  const valuePrefix = (userId: string) => `${prefix}${userId}.`;
  const itemKey = (userId: string, key: string) => `${valuePrefix(userId)}${key}`;
  const envelopeSchema = v.object({
    version: v.literal(version),
    key: v.string(),
    value: v.unknown(),
  });

  function readList(storage: Storage, userId: string): Listed[] {
    try {
      const raw = storage.getItem(listKey(userId));
      const parsed = raw === null ? null : v.safeParse(listSchema, JSON.parse(raw));
      return parsed?.success ? parsed.output : [];
    } catch {
      return [];
    }
  }

  /** Every item of the user: the list and each value. */
  function itemsOf(storage: Storage, userId: string): string[] {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && (key === listKey(userId) || key.startsWith(valuePrefix(userId))))
        keys.push(key);
    }
    return keys;
  }

  return {
    read(userId, key, schema) {
      try {
        const raw = deviceStorage()?.getItem(itemKey(userId, key));
        if (!raw) return null;
        const envelope = v.safeParse(envelopeSchema, JSON.parse(raw));
        if (!envelope.success || envelope.output.key !== key) return null;
        const parsed = v.safeParse(schema, envelope.output.value);
        return parsed.success ? parsed.output : null;
      } catch {
        return null;
      }
    },

    write(userId, key, value) {
      const storage = deviceStorage();
      if (!storage) return false;
      let list = readList(storage, userId).filter((entry) => entry.key !== key);
      try {
        const text = JSON.stringify({ version, key, value });
        if (text.length > maxEntryChars) {
          storage.removeItem(itemKey(userId, key));
          storage.setItem(listKey(userId), JSON.stringify(list));
          return false;
        }
        list.push({ key, chars: text.length });
        let total = list.reduce((sum, entry) => sum + entry.chars, 0);
        while (list.length > maxEntries || total > maxTotalChars) {
          const oldest = list.shift()!;
          total -= oldest.chars;
          storage.removeItem(itemKey(userId, oldest.key));
        }
        // Items no list names (two tabs wrote the list at once and one lost) go too.
        const listed = new Set([
          listKey(userId),
          ...list.map((entry) => itemKey(userId, entry.key)),
        ]);
        for (const item of itemsOf(storage, userId))
          if (!listed.has(item)) storage.removeItem(item);
        storage.setItem(itemKey(userId, key), text);
        storage.setItem(listKey(userId), JSON.stringify(list));
        return true;
      } catch {
        // Full or blocked storage: the value is not kept; the rest stays listed as it is.
        try {
          storage.removeItem(itemKey(userId, key));
          list = list.filter((entry) => entry.key !== key);
          storage.setItem(listKey(userId), JSON.stringify(list));
        } catch {
          // Blocked storage: nothing was kept.
        }
        return false;
      }
    },

    forget(userId) {
      const storage = deviceStorage();
      if (!storage) return;
      try {
        for (const item of itemsOf(storage, userId)) storage.removeItem(item);
      } catch {
        // Blocked storage held nothing to forget.
      }
    },
  };
}
