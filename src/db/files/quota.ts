import type { FileRefusal } from '@/shared/lib/files/storage-files';
import { OUT_OF_SPACE_MESSAGE } from '@/shared/lib/files/storage-limits';

/**
 * Whether IndexedDB refused a write because the device is full. Browsers throw a DOMException
 * named QuotaExceededError; Dexie wraps it (its own QuotaExceededError, or an AbortError whose
 * `inner` is the quota error when the transaction aborted because of it).
 */
export function isQuotaError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { name?: unknown }).name === 'QuotaExceededError') return true;
    const next = current as { inner?: unknown; cause?: unknown };
    current = next.inner ?? next.cause;
  }
  return false;
}

export function outOfSpace(): FileRefusal {
  return { ok: false, reason: 'out-of-space', message: OUT_OF_SPACE_MESSAGE };
}
