import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select/select';
import type { FreeSlot, MoveLessonDialogProps } from './move-lesson-dialog';

const slotKey = (slot: FreeSlot) => `${slot.date}|${slot.periodId}`;

/** The dialog itself, mounted while a lesson is being moved (move-lesson-dialog.tsx loads it). */
export function MoveLessonDialogBody({
  lesson,
  slots,
  onMove,
  onClose,
}: MoveLessonDialogProps & { lesson: NonNullable<MoveLessonDialogProps['lesson']> }) {
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg border border-border bg-background p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">
            Move {lesson.className} lesson
          </Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            Choose an empty slot this week. Lessons marked completed or missed stay where they are.
          </Dialog.Description>
          {slots.length === 0 ? (
            <p className="text-sm">This week has no empty slot to move it to.</p>
          ) : (
            <SelectField
              label="Slot"
              value={choice}
              placeholder="Choose a slot…"
              options={slots.map((slot) => ({ value: slotKey(slot), label: slot.label }))}
              onValueChange={setChoice}
            />
          )}
          {problem && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={choice === ''}
              onClick={async () => {
                const slot = slots.find((candidate) => slotKey(candidate) === choice);
                if (!slot) return;
                const refusal = await onMove(lesson.id, slot);
                if (refusal === null) onClose();
                else setProblem(refusal);
              }}
            >
              Move lesson
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
