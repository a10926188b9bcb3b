import { Fragment, lazy, Suspense, useState } from 'react';
import { Button } from '@/shared/ui/button';
import type { ProgramCommands } from '../commands/use-program-commands';
import { changesLessons, type ItemPlan } from '../model/item-lessons';
import { moveId } from '../model/item-order';
import { itemFormInput } from '../model/program-rules';
import type { PointLabel, Program, ProgramItem, ResourceLabel } from '../queries/use-programs';
import { EditorDialog } from '@/shared/ui/editor-dialog';
import type { LinkScope } from './item-links-fields';
import { ItemLessonsOffer, type LessonsOffer } from './item-lessons-offer';
import { ItemContent } from './item-row';
import { localDateOf } from './program-format';
import { runProgramCommand, toastRefusal } from './run-program-command';
import { useItemDnd } from './use-item-dnd';

// The item form (its pickers bring Radix Popover and its positioning code) loads when a dialog
// first opens: the route's initial JS stays within the 170 KB budget.
const ItemForm = lazy(() => import('./item-form').then((module) => ({ default: module.ItemForm })));

type ItemEditor = { kind: 'add' } | { kind: 'edit'; item: ProgramItem } | null;

/**
 * The program's items in teaching order. Whoever may edit the program adds, edits, deletes (with
 * Undo) and reorders them, by dragging a row's handle or with its Move up / Move down buttons;
 * each move is announced in a live region. After an edit, the future lessons made from the item
 * that nobody has changed since can be updated to match.
 */
export function ItemList({
  program,
  items,
  points,
  resources,
  editable,
  commands,
  linkScope,
  now,
}: {
  program: Program;
  items: readonly ProgramItem[];
  points: ReadonlyMap<string, PointLabel>;
  resources: ReadonlyMap<string, ResourceLabel>;
  editable: boolean;
  commands: ProgramCommands | null;
  linkScope: LinkScope;
  now: () => Date;
}) {
  const [editor, setEditor] = useState<ItemEditor>(null);
  const [offer, setOffer] = useState<LessonsOffer | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const canChange = editable && commands !== null;
  const dnd = useItemDnd(canChange && items.length > 1);
  const ids = items.map((item) => item.id);
  const titleOf = (id: string) => items.find((item) => item.id === id)?.title ?? 'item';

  const move = async (itemId: string, to: number) => {
    if (!commands) return;
    const from = ids.indexOf(itemId);
    if (from === -1 || to < 0 || to >= ids.length || to === from) return;
    const result = await commands.reorderItems(program.id, moveId(ids, from, to));
    if (!result.ok) return toastRefusal(result);
    setAnnouncement(`${titleOf(itemId)} moved to position ${to + 1} of ${ids.length}.`);
  };
  const remove = async (item: ProgramItem) => {
    if (!commands) return;
    const result = await runProgramCommand(
      () => commands.deleteItem(item.id),
      `${item.title} deleted`,
      {
        label: 'Undo',
        onClick: () =>
          void runProgramCommand(
            () => commands.restoreItem(item.id),
            `${item.title} restored`,
          ).then(toastRefusal),
      },
    );
    toastRefusal(result);
  };
  /** Counts the item's future lessons still as it made them; offers to update them if any. */
  const offerUpdate = async (itemId: string, before: ItemPlan, title: string) => {
    if (!commands) return;
    const input = { itemId, before, today: localDateOf(now()) };
    const found = await commands.lessonsToUpdate(input);
    if (found.ok && found.lessonIds.length > 0)
      setOffer({ ...input, title, count: found.lessonIds.length });
  };

  const rows = (
    <ol aria-label={`Items of ${program.name}`} className="space-y-2">
      {items.map((item, index) => {
        const row = (
          <li className="flex gap-3 rounded-md border border-border bg-card p-3">
            <div className="flex shrink-0 flex-col items-center gap-1">
              <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
                {index + 1}
              </span>
              {dnd && <dnd.DragHandle itemId={item.id} label={item.title} />}
            </div>
            <div className="min-w-0 flex-1 space-y-1">
              <ItemContent item={item} points={points} resources={resources} />
              {canChange && (
                <div className="flex flex-wrap gap-2 pt-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={index === 0}
                    aria-label={`Move ${item.title} up`}
                    onClick={() => void move(item.id, index - 1)}
                  >
                    Move up
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={index === items.length - 1}
                    aria-label={`Move ${item.title} down`}
                    onClick={() => void move(item.id, index + 1)}
                  >
                    Move down
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Edit ${item.title}`}
                    onClick={() => setEditor({ kind: 'edit', item })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${item.title}`}
                    onClick={() => void remove(item)}
                  >
                    Delete
                  </Button>
                </div>
              )}
            </div>
          </li>
        );
        return (
          <Fragment key={item.id}>
            {dnd ? <dnd.DropRow itemId={item.id}>{row}</dnd.DropRow> : row}
          </Fragment>
        );
      })}
    </ol>
  );

  return (
    <section className="space-y-3" aria-labelledby="program-items-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="program-items-heading" className="text-lg font-semibold">
          Items
        </h2>
        {canChange && items.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => setEditor({ kind: 'add' })}>
            Add item
          </Button>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {offer && commands && (
        <ItemLessonsOffer offer={offer} commands={commands} onDone={() => setOffer(null)} />
      )}
      {items.length === 0 ? (
        <div className="space-y-3 rounded-md border border-dashed border-border p-6">
          <p className="text-sm text-muted-foreground">
            {canChange
              ? 'No items yet. Add the lessons of this unit in teaching order; an item can take more than one period.'
              : 'This program has no items yet.'}
          </p>
          {canChange && (
            <Button onClick={() => setEditor({ kind: 'add' })}>Add the first item</Button>
          )}
        </div>
      ) : dnd ? (
        <dnd.ItemDndContext
          itemTitle={titleOf}
          onMove={(itemId, overId) => void move(itemId, ids.indexOf(overId))}
        >
          {rows}
        </dnd.ItemDndContext>
      ) : (
        rows
      )}
      {commands && (
        <EditorDialog
          open={editor !== null}
          title={editor?.kind === 'edit' ? `Edit ${editor.item.title}` : 'New item'}
          description="One lesson, or a few lessons in a row, of this program."
          onClose={() => setEditor(null)}
        >
          {editor && (
            <Suspense
              fallback={
                <p role="status" className="text-sm text-muted-foreground">
                  Opening the item…
                </p>
              }
            >
              <ItemForm
                initial={itemFormInput(editor.kind === 'edit' ? editor.item : undefined)}
                linkScope={linkScope}
                submitLabel={editor.kind === 'edit' ? 'Save changes' : 'Add item'}
                onSave={async (values) => {
                  const saved = `${values.title.trim()} saved`;
                  if (editor.kind === 'add') {
                    const added = await runProgramCommand(
                      () => commands.addItem(program.id, values),
                      saved,
                    );
                    if (added.ok) setEditor(null);
                    return added;
                  }
                  const result = await runProgramCommand(
                    () => commands.updateItem(editor.item.id, values),
                    saved,
                  );
                  if (!result.ok) return result;
                  setEditor(null);
                  setOffer(null);
                  if ('before' in result && changesLessons(result.before, result.after))
                    void offerUpdate(editor.item.id, result.before, result.after.title);
                  return result;
                }}
              />
            </Suspense>
          )}
        </EditorDialog>
      )}
    </section>
  );
}
