import { toast } from 'sonner';

/** A command's outcome as the page handles it: a refusal may name the field to blame. */
export type Outcome = { ok: true } | { ok: false; field?: string; message: string };

/** A button in the success toast, e.g. Undo. */
type ToastAction = { label: string; onClick: () => void };

const DEVICE_FAILURE = 'That did not work on this device. Reload the page and try again.';

/**
 * Runs a program command: a success is toasted (with Undo when given); a refusal is returned for
 * the caller to show where it belongs. A throw is IndexedDB itself failing (quota, a closed
 * database): logged, and reported as a refusal.
 */
export async function runProgramCommand<R extends Outcome>(
  command: () => Promise<R>,
  success: string | ((result: Extract<R, { ok: true }>) => string),
  action?: ToastAction | ((result: Extract<R, { ok: true }>) => ToastAction),
): Promise<R | { ok: false; message: string }> {
  try {
    const result = await command();
    if (result.ok) {
      const text =
        typeof success === 'string' ? success : success(result as Extract<R, { ok: true }>);
      const button =
        typeof action === 'function' ? action(result as Extract<R, { ok: true }>) : action;
      toast.success(text, button ? { action: button } : undefined);
    }
    return result;
  } catch (error) {
    console.error(error);
    return { ok: false, message: DEVICE_FAILURE };
  }
}

/** A refusal with no field to show it under: a toast. */
export function toastRefusal(outcome: Outcome) {
  if (!outcome.ok) toast.error(outcome.message);
}
