import type { ProgramItem } from '@/db/entities/library';
import type { ReplicaDb } from '@/db/replica-db';
import { inRefusableTransaction } from '@/db/refusable-transaction';
import { writeManyWithOutbox, type TableWrite } from '@/db/write-with-outbox';
import type { ItemPlan } from '../model/item-lessons';
import { nextSortOrder, sortOrderChanges } from '../model/item-order';
import { parseItemFields, type ItemFieldsInput } from '../model/program-rules';
import { editableProgram } from './program-access';
import {
  defaultNewId,
  defaultNow,
  ITEM_NOT_FOUND,
  type ProgramCommandOptions,
  type ProgramContext,
  type ProgramRefusal,
} from './program-command-result';

export type ItemIdResult = { ok: true; id: string } | ProgramRefusal;
export type ItemResult = { ok: true } | ProgramRefusal;
/** An edit, with what the item gave lessons before it: what finds the lessons to update. */
export type ItemUpdated = { ok: true; before: ItemPlan; after: ItemPlan } | ProgramRefusal;

const STORES = ['programs', 'program_items'] as const;

/** The program's items, tombstones included. */
export function itemsOfProgram(db: ReplicaDb, programId: string): Promise<ProgramItem[]> {
  return db
    .entity('program_items')
    .where('[program_id+sort_order]')
    .between([programId, -Infinity], [programId, Infinity], true, true)
    .toArray();
}

function checked(input: ItemFieldsInput) {
  const result = parseItemFields(input);
  if (result.ok) return result;
  const [field, message] = Object.entries(result.errors)[0] as [string, string];
  return { ok: false, reason: 'invalid', field, message } as const satisfies ProgramRefusal;
}

async function write(db: ReplicaDb, writes: TableWrite[], now: () => string): Promise<ItemResult> {
  if (writes.length === 0) return { ok: true };
  const written = await writeManyWithOutbox(db, writes, { now });
  return written.ok ? { ok: true } : written;
}

/** Adds an item at the end of the program. */
export function addItem(
  db: ReplicaDb,
  ctx: ProgramContext,
  programId: string,
  input: ItemFieldsInput,
  { now = defaultNow, newId = defaultNewId }: ProgramCommandOptions = {},
): Promise<ItemIdResult> {
  const fields = checked(input);
  if (!fields.ok) return Promise.resolve(fields);
  return inRefusableTransaction(db, STORES, async () => {
    const found = await editableProgram(db, ctx, programId);
    if (!found.ok) return found;
    const live = (await itemsOfProgram(db, programId)).filter((item) => item.deleted_at === null);
    const id = newId();
    const row = {
      id,
      program_id: programId,
      sort_order: nextSortOrder(live),
      notes: null,
      ...fields.fields,
    };
    const written = await write(
      db,
      [{ table: 'program_items', request: { op: 'create', row } }],
      now,
    );
    return written.ok ? { ok: true, id } : written;
  });
}

/** The item of an editable program, or why not. */
async function editableItem(db: ReplicaDb, ctx: ProgramContext, itemId: string) {
  const item = await db.entity('program_items').get(itemId);
  if (!item) return ITEM_NOT_FOUND;
  const found = await editableProgram(db, ctx, item.program_id);
  return found.ok ? { ok: true as const, item } : found;
}

/** What an item row gives lessons. */
export const itemPlanOf = (item: ItemPlan): ItemPlan => ({
  title: item.title,
  objectives: item.objectives,
  success_criteria: item.success_criteria,
  activities: item.activities,
  duration_periods: item.duration_periods,
  syllabus_point_ids: [...item.syllabus_point_ids],
  resource_ids: [...item.resource_ids],
});

/**
 * Changes an item's title, texts, duration, syllabus points or resources. Answers with the item
 * before and after, so the page can offer to update the lessons made from it.
 */
export function updateItem(
  db: ReplicaDb,
  ctx: ProgramContext,
  itemId: string,
  input: ItemFieldsInput,
  { now = defaultNow }: ProgramCommandOptions = {},
): Promise<ItemUpdated> {
  const fields = checked(input);
  if (!fields.ok) return Promise.resolve(fields);
  return inRefusableTransaction(db, STORES, async (): Promise<ItemUpdated> => {
    const found = await editableItem(db, ctx, itemId);
    if (!found.ok) return found;
    if (found.item.deleted_at !== null) return ITEM_NOT_FOUND;
    const written = await write(
      db,
      [{ table: 'program_items', request: { op: 'update', id: itemId, fields: fields.fields } }],
      now,
    );
    if (!written.ok) return written;
    return { ok: true, before: itemPlanOf(found.item), after: itemPlanOf(fields.fields) };
  });
}

/** Deletes an item (a tombstone); restoreItem is its undo and puts it back where it was. */
export function deleteItem(
  db: ReplicaDb,
  ctx: ProgramContext,
  itemId: string,
  { now = defaultNow }: ProgramCommandOptions = {},
): Promise<ItemResult> {
  return inRefusableTransaction(db, STORES, async () => {
    const found = await editableItem(db, ctx, itemId);
    if (!found.ok) return found;
    if (found.item.deleted_at !== null) return { ok: true };
    return write(db, [{ table: 'program_items', request: { op: 'delete', id: itemId } }], now);
  });
}

/** Undoes deleteItem. Its sort_order was kept, so it returns to its place. */
export function restoreItem(
  db: ReplicaDb,
  ctx: ProgramContext,
  itemId: string,
  { now = defaultNow }: ProgramCommandOptions = {},
): Promise<ItemResult> {
  return inRefusableTransaction(db, STORES, async () => {
    const found = await editableItem(db, ctx, itemId);
    if (!found.ok) return found;
    if (found.item.deleted_at === null) return { ok: true };
    return write(db, [{ table: 'program_items', request: { op: 'restore', id: itemId } }], now);
  });
}

/**
 * Puts the program's live items in the order given (a drag, or a move up/down): every item whose
 * position changes gets its new sort_order, in one transaction. Ids not of this program are
 * refused; live items left out keep their place after the given ones.
 */
export function reorderItems(
  db: ReplicaDb,
  ctx: ProgramContext,
  programId: string,
  orderedIds: readonly string[],
  { now = defaultNow }: ProgramCommandOptions = {},
): Promise<ItemResult> {
  return inRefusableTransaction(db, STORES, async () => {
    const found = await editableProgram(db, ctx, programId);
    if (!found.ok) return found;
    const live = (await itemsOfProgram(db, programId)).filter((item) => item.deleted_at === null);
    const liveIds = new Set(live.map((item) => item.id));
    if (orderedIds.some((id) => !liveIds.has(id))) return ITEM_NOT_FOUND;
    const rest = live.filter((item) => !orderedIds.includes(item.id)).map((item) => item.id);
    const writes = sortOrderChanges(live, [...orderedIds, ...rest]).map(
      ({ id, sort_order }): TableWrite => ({
        table: 'program_items',
        request: { op: 'update', id, fields: { sort_order } },
      }),
    );
    return write(db, writes, now);
  });
}
