import { toast } from 'sonner';
import type { CoverageCommands, PlannedPoint } from '../../commands/use-coverage-commands';
import type { PointStatusPatch } from '../../model/coverage/point-status-rules';
import { formatDay } from './coverage-format';

const DEVICE_FAILURE = 'That did not work on this device. Reload the page and try again.';

/** A throw is IndexedDB itself failing (quota, a closed database): logged and said plainly. */
async function run<R extends { ok: boolean }>(
  command: () => Promise<R>,
): Promise<R | { ok: false; message: string }> {
  try {
    return await command();
  } catch (error) {
    console.error(error);
    return { ok: false, message: DEVICE_FAILURE };
  }
}

/**
 * The row actions: a status edit (refusals toasted, the select shows the stored value again), and
 * "Plan this" with a toast whose Undo removes the link again.
 */
export function pointActions(
  commands: CoverageCommands,
  { classId, today }: { classId: string; today: string },
) {
  const undo = async (planned: PlannedPoint, toastId: string | number) => {
    toast.dismiss(toastId);
    const result = await run(() => commands.undoPlanThis(planned));
    if (result.ok) toast.success('Undone: the point is no longer planned.');
    else toast.error(result.message);
  };
  return {
    async setStatus(pointId: string, patch: PointStatusPatch) {
      const result = await run(() => commands.setPointStatus({ classId, pointId, patch }));
      if (!result.ok) toast.error(result.message);
    },
    async planThis(pointId: string, code: string) {
      const result = await run(() => commands.planThis({ classId, pointId, today }));
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      const toastId: string | number = toast.success(
        `${code} planned for ${formatDay(result.lessonDate)}.`,
        { action: { label: 'Undo', onClick: () => void undo(result, toastId) } },
      );
    },
  };
}
