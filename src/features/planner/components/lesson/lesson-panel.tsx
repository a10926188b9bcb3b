import { Dialog } from 'radix-ui';
import { lazy, Suspense, useRef } from 'react';

// The editor, its commands' hook and its sections load when a lesson is first opened, so the
// week view that imports this panel stays small.
const LessonEditor = lazy(() =>
  import('./lesson-editor').then((module) => ({ default: module.LessonEditor })),
);

/**
 * One lesson in a side sheet: plan text (autosaved), links, status, reflection and bump. Escape,
 * the overlay and Close save anything still pending first, so nothing typed is lost.
 */
export function LessonPanel({ lessonId, onClose }: { lessonId: string; onClose: () => void }) {
  const flushRef = useRef<(() => Promise<void>) | null>(null);
  const close = () => {
    // Starts the pending save now; it finishes after the panel has gone.
    void flushRef.current?.();
    onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-40 w-[min(36rem,100vw)] overflow-y-auto border-l border-border bg-background p-6 shadow-lg">
          <Suspense
            fallback={
              <>
                <Dialog.Title className="text-lg font-semibold">Lesson</Dialog.Title>
                <Dialog.Description role="status">Opening the lesson…</Dialog.Description>
              </>
            }
          >
            <LessonEditor lessonId={lessonId} flushRef={flushRef} onClose={close} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
