import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import type { ItemLessonsInput, ProgramCommands } from '../commands/use-program-commands';
import { runProgramCommand, toastRefusal } from './run-program-command';

/** An item edit that has future lessons still as the item made them. */
export type LessonsOffer = ItemLessonsInput & { title: string; count: number };

const lessons = (count: number) => (count === 1 ? '1 future lesson' : `${count} future lessons`);

/**
 * After an item edit: "N future lessons were made from this item and nobody has changed them
 * since". Update rewrites them in one transaction, with Undo in the toast; Leave them dismisses.
 */
export function ItemLessonsOffer({
  offer,
  commands,
  onDone,
}: {
  offer: LessonsOffer;
  commands: ProgramCommands;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const update = async () => {
    setBusy(true);
    const result = await runProgramCommand(
      () => commands.updateFutureLessons(offer),
      (updated) =>
        `${updated.count === 1 ? '1 lesson' : `${updated.count} lessons`} updated from ${offer.title}`,
      (updated) => ({
        label: 'Undo',
        onClick: () =>
          void runProgramCommand(
            () => commands.undoApplyProgram(updated),
            `Lessons of ${offer.title} put back`,
          ).then(toastRefusal),
      }),
    );
    setBusy(false);
    toastRefusal(result);
    onDone();
  };
  return (
    <section
      aria-label="Update lessons from this item"
      className="space-y-3 rounded-md border border-primary/40 bg-card p-4"
    >
      <p className="text-sm">
        {lessons(offer.count)} {offer.count === 1 ? 'was' : 'were'} made from “{offer.title}” and
        nobody has changed {offer.count === 1 ? 'it' : 'them'} since. Update{' '}
        {offer.count === 1 ? 'it' : 'them'} to match the item?
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void update()} disabled={busy}>
          Update {lessons(offer.count)}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={busy}>
          Leave them
        </Button>
      </div>
    </section>
  );
}
