import { toast } from 'sonner';
import type { CommandResult } from '../commands/use-sync-commands';

/** Runs a sync-page command and says how it went; resolves whether it succeeded. */
export async function runCommand(
  command: () => Promise<CommandResult>,
  success: string,
): Promise<CommandResult> {
  try {
    const result = await command();
    if (result.ok) toast.success(success);
    else toast.error(result.message);
    return result;
  } catch (error) {
    // IndexedDB itself failed (quota, a closed database): unexpected, so say so and log it.
    console.error(error);
    toast.error('That did not work on this device. Reload the page and try again.');
    return { ok: false, message: String(error) };
  }
}
