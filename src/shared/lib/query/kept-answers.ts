import * as v from 'valibot';

/**
 * The last answer of each online-only read that asks to be kept, per signed-in user, so its page
 * still shows it offline with its age. localStorage, not sessionStorage: an offline start of the
 * installed app opens a new tab. Sign-out removes every copy of the user (`forgetKeptAnswersOf`,
 * called from the app's sign-out), as it deletes the replica. A copy is parsed by the read that
 * kept it before it is shown: storage is input like any other.
 *
 * This module imports no TanStack code, so sign-out can forget without loading the query layer.
 */
const STORAGE_PREFIX = 'lesson-planner.kept-answer.';
/** Bumped when the envelope below changes; each read's own shape is its parser's business. */
const STORAGE_VERSION = 1;
/** Kept answers per user; the oldest goes first (a search typed letter by letter is not kept). */
export const KEPT_ANSWERS_MAX = 40;

export type KeptAnswer<T> = { data: T; updatedAtMs: number };

const envelopeSchema = v.object({
  version: v.literal(STORAGE_VERSION),
  updatedAtMs: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: v.unknown(),
});

const userPrefix = (userId: string) => `${STORAGE_PREFIX}${userId}.`;
export const keptAnswerKey = (userId: string, key: string) => `${userPrefix(userId)}${key}`;

/** This browser's localStorage; null where there is none or it is blocked (privacy settings). */
function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function storedKeysOf(storage: Storage, userId: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(userPrefix(userId))) keys.push(key);
  }
  return keys;
}

function readEnvelope(storage: Storage, storageKey: string) {
  try {
    const raw = storage.getItem(storageKey);
    if (!raw) return null;
    const parsed = v.safeParse(envelopeSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The user's last answer for `key`, or null when none, unreadable or not what `parse` expects. */
export function readKeptAnswer<T>(
  userId: string,
  key: string,
  parse: (stored: unknown) => T | null,
): KeptAnswer<T> | null {
  const storage = deviceStorage();
  if (!storage) return null;
  const envelope = readEnvelope(storage, keptAnswerKey(userId, key));
  if (!envelope) return null;
  const data = parse(envelope.data);
  return data === null ? null : { data, updatedAtMs: envelope.updatedAtMs };
}

export function keepAnswer(userId: string, key: string, answer: KeptAnswer<unknown>): void {
  const storage = deviceStorage();
  if (!storage) return;
  try {
    storage.setItem(
      keptAnswerKey(userId, key),
      JSON.stringify({ version: STORAGE_VERSION, ...answer }),
    );
    dropOldest(storage, userId);
  } catch {
    // Full or blocked storage: the page still shows the answer; only the offline copy is missing.
  }
}

function dropOldest(storage: Storage, userId: string): void {
  const keys = storedKeysOf(storage, userId);
  if (keys.length <= KEPT_ANSWERS_MAX) return;
  const byAge = keys
    .map((key) => ({ key, at: readEnvelope(storage, key)?.updatedAtMs ?? 0 }))
    .sort((a, b) => a.at - b.at);
  for (const { key } of byAge.slice(0, keys.length - KEPT_ANSWERS_MAX)) storage.removeItem(key);
}

/** Removes every answer kept for the user (sign-out). */
export function forgetKeptAnswersOf(userId: string): void {
  const storage = deviceStorage();
  if (!storage) return;
  try {
    for (const key of storedKeysOf(storage, userId)) storage.removeItem(key);
  } catch {
    // Blocked storage held nothing to forget.
  }
}
