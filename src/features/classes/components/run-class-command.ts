import { toast } from 'sonner';

/** A command's outcome as the page handles it: a refusal may name the field to blame. */
export type Outcome = { ok: true } | { ok: false; field?: string; message: string };

const DEVICE_FAILURE = 'That did not work on this device. Reload the page and try again.';

/**
 * Runs a class command: a success is toasted; a refusal is returned for the caller to show where
 * it belongs (under a field, in the dialog, or as a toast). A throw is IndexedDB itself failing
 * (quota, a closed database), which is unexpected: logged, and reported as a refusal.
 */
export async function runClassCommand(
  command: () => Promise<Outcome>,
  success: string,
  /** A button in the success toast, e.g. Undo. */
  action?: { label: string; onClick: () => void },
): Promise<Outcome> {
  try {
    const result = await command();
    if (result.ok) toast.success(success, action ? { action } : undefined);
    return result;
  } catch (error) {
    console.error(error);
    return { ok: false, message: DEVICE_FAILURE };
  }
}
