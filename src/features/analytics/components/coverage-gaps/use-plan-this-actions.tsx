import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { plannerHref } from '@/domain/lessons';
import { usePlanThis, type PlannedPoint } from '../../commands/use-plan-this';
import { formatDay } from '@/shared/lib/format/figures';

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

export type PlanThisTarget = {
  classId: string;
  className: string;
  pointId: string;
  code: string;
};

/**
 * "Plan this" for a gap: links the point to the class's next free lesson (the coverage command),
 * then a toast says which lesson, links to it in the planner, and offers Undo. A refusal (no free
 * lesson) is toasted with what to do. Null while the replica opens.
 */
export function usePlanThisActions(today: string) {
  const commands = usePlanThis();
  const navigate = useNavigate();
  return useMemo(() => {
    if (!commands) return null;
    const undo = async (planned: PlannedPoint, toastId: string | number) => {
      toast.dismiss(toastId);
      const result = await run(() => commands.undoPlanThis(planned));
      if (result.ok) toast.success('Undone: the point is no longer planned.');
      else toast.error(result.message);
    };
    return {
      async planThis(target: PlanThisTarget): Promise<void> {
        const result = await run(() =>
          commands.planThis({ classId: target.classId, pointId: target.pointId, today }),
        );
        if (!result.ok) {
          toast.error(result.message);
          return;
        }
        const href = plannerHref({ date: result.lessonDate, lessonId: result.lessonId });
        // The toaster sits outside the router: the link navigates through the page's router, and
        // stays a real link (its address shows, a new tab works).
        const open = (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          toast.dismiss(toastId);
          void navigate(href);
        };
        const toastId: string | number = toast.success(
          `${target.code} planned for ${formatDay(result.lessonDate)} in ${target.className}.`,
          {
            description: (
              <a href={href} onClick={open} className="underline underline-offset-4">
                Open the lesson in the planner
              </a>
            ),
            action: { label: 'Undo', onClick: () => void undo(result, toastId) },
          },
        );
      },
    };
  }, [commands, navigate, today]);
}

export type PlanThisActions = NonNullable<ReturnType<typeof usePlanThisActions>>;
