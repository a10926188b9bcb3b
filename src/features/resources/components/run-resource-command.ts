import { toast } from 'sonner';

/** A command's outcome as the page handles it: a refusal may name the fields to blame. */
export type Outcome =
  | { ok: true }
  | { ok: false; field?: string; errors?: Partial<Record<string, string>>; message: string };

type ToastAction = { label: string; onClick: () => void };

const DEVICE_FAILURE = 'That did not work on this device. Reload the page and try again.';

/**
 * Runs a resource command: a success is toasted (with Undo when given); a refusal is returned for
 * the caller to show where it belongs. A throw is IndexedDB itself failing (quota, a closed
 * database): logged, and reported as a refusal.
 */
export async function runResourceCommand<R extends Outcome>(
  command: () => Promise<R>,
  success: string | null,
  action?: (result: Extract<R, { ok: true }>) => ToastAction | undefined,
): Promise<R | { ok: false; message: string }> {
  try {
    const result = await command();
    if (result.ok && success !== null) {
      const button = action?.(result as Extract<R, { ok: true }>);
      toast.success(success, button ? { action: button } : undefined);
    }
    return result;
  } catch (error) {
    console.error(error);
    return { ok: false, message: DEVICE_FAILURE };
  }
}

/** A refusal with no field to show it under: a toast. */
export function toastRefusal(outcome: Outcome | { ok: false; message: string }) {
  if (!outcome.ok) toast.error(outcome.message);
}
