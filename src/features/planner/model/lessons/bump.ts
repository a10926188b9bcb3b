import {
  comparableTime,
  compareLessons,
  hasPlanContent,
  isLive,
  isMarked,
  type LessonRecord,
} from '@/domain/lessons';
import type { TeachingSlot } from './slots';

/** Where a lesson sits: the columns a move rewrites. */
export type LessonPlace = {
  readonly date: string;
  readonly periodId: string | null;
  readonly startTime: string | null;
  readonly endTime: string | null;
};

export type LessonMove = {
  readonly lessonId: string;
  readonly from: LessonPlace;
  readonly to: LessonPlace;
};

export type BumpDirection = 'forward' | 'back';

export type BumpRefusal =
  'lesson-not-found' | 'lesson-marked' | 'no-slot-before' | 'slot-before-occupied';

export type BumpPlan =
  | {
      ok: true;
      /**
       * The lessons that move, in teaching order, then (back only) the empty lesson displaced to
       * the end. Apply all of them or none.
       */
      moves: LessonMove[];
      /**
       * Lessons that should move but stay where they are, in teaching order: their new slot
       * would lie outside `slots` (past its end, or for a lesson already beyond it, somewhere the
       * slots do not show), or (forward) a later lesson that stays holds the place they would
       * move into. They are not in `moves`, and no move lands on their place: extend the slots
       * (the next term) and plan again, or the preview says they stay put.
       */
      overflow: string[];
    }
  | { ok: false; reason: BumpRefusal; message: string };

/**
 * A lesson's place among the class's slots as one integer: 2j+1 when it sits in slot j, 2k when
 * it sits between slots (a closure date, a period no longer timetabled), k being the first slot
 * after it. Ordering by position is ordering in time.
 */
function positionOf(
  lesson: LessonRecord,
  slots: readonly TeachingSlot[],
  slotIndex: Map<string, number>,
) {
  const own =
    lesson.period_id === null ? undefined : slotIndex.get(`${lesson.date}|${lesson.period_id}`);
  if (own !== undefined) return 2 * own + 1;
  const time = comparableTime(lesson.start_time);
  const after = slots.findIndex(
    (slot) =>
      slot.date > lesson.date ||
      (slot.date === lesson.date && comparableTime(slot.startTime) > time),
  );
  return 2 * (after === -1 ? slots.length : after);
}

const placeOfSlot = (slot: TeachingSlot): LessonPlace => ({
  date: slot.date,
  periodId: slot.periodId,
  startTime: slot.startTime,
  endTime: slot.endTime,
});

export const placeOfLesson = (lesson: LessonRecord): LessonPlace => ({
  date: lesson.date,
  periodId: lesson.period_id,
  startTime: lesson.start_time,
  endTime: lesson.end_time,
});

const describePlace = (place: LessonPlace) =>
  `${place.date}${place.periodId === null ? '' : ` (${place.periodId})`}`;

type Placed = { lesson: LessonRecord; position: number };

/**
 * DESIGN §7 bump: moves the chosen lesson of a class and every later lesson of that class one
 * teaching slot forward or back, as a plan to preview and then write (or undo with invertBump).
 *
 * `slots` are the class's teaching slots in teaching order (slotsFor), closures already left out;
 * they should run from before the chosen lesson to past the class's last lesson, or the lessons
 * beyond them come back as overflow.
 *
 * - Completed and missed lessons never move, before or after the chosen one: they record what
 *   happened. A bump refuses to start from one, and the lessons that do move flow around the
 *   slots they hold.
 * - Forward: each moving lesson goes to the slot after its own, and never into or before the slot
 *   the lesson before it took. In slots that means "every lesson one slot on", gaps kept; a lesson
 *   between slots (on the day that just became an off day) takes the next slot, pushing the rest.
 *   A bump never puts two lessons in one period (issue 16). When lessons run out of slots before
 *   the end, an all-empty generated tail goes into the slots the chain frees (the chosen
 *   lesson's first); otherwise a lesson with no slot left stays where it is, and so does every
 *   moving lesson that would have to land on or past it.
 * - Back: the mirror, with one rule for the slot the chosen lesson moves into. It must be free,
 *   or hold one empty generated lesson (stored UNPLANNED, no plan text; statusAfterEdit
 *   stores PLANNED once it has links), which then takes the place the last moving lesson leaves: generation fills every slot, so refusing there would make back-bumps
 *   useless, and rotating keeps every lesson (undo needs no re-creation). A slot holding a lesson
 *   with a plan, or a marked lesson, refuses with 'slot-before-occupied': moving the teacher's
 *   plan to the end of the sequence would be a surprise, and a mark is history.
 *
 * Tombstoned lessons and other classes' lessons are ignored.
 */
export function planBump({
  classId,
  fromLessonId,
  direction,
  lessons,
  slots,
}: {
  classId: string;
  fromLessonId: string;
  direction: BumpDirection;
  lessons: readonly LessonRecord[];
  slots: readonly TeachingSlot[];
}): BumpPlan {
  const classSlots = slots.filter((slot) => slot.classId === classId);
  const slotIndex = new Map<string, number>();
  classSlots.forEach((slot, index) => {
    const key = `${slot.date}|${slot.periodId}`;
    if (!slotIndex.has(key)) slotIndex.set(key, index);
  });

  const placed: Placed[] = lessons
    .filter((lesson) => isLive(lesson) && lesson.class_id === classId)
    .map((lesson) => ({ lesson, position: positionOf(lesson, classSlots, slotIndex) }))
    .sort((a, b) => a.position - b.position || compareLessons(a.lesson, b.lesson));

  const chosenRank = placed.findIndex(({ lesson }) => lesson.id === fromLessonId);
  const chosen = placed[chosenRank];
  if (chosen === undefined) {
    return {
      ok: false,
      reason: 'lesson-not-found',
      message:
        'That lesson is not one of this class’s lessons any more (it may have been deleted).',
    };
  }
  if (isMarked(chosen.lesson.status)) {
    return {
      ok: false,
      reason: 'lesson-marked',
      message: `The lesson on ${chosen.lesson.date} is marked ${chosen.lesson.status === 'COMPLETED' ? 'completed' : 'missed'}, and marked lessons stay where they happened. Undo the mark first, or bump from a later lesson.`,
    };
  }

  const moving = placed.slice(chosenRank).filter(({ lesson }) => !isMarked(lesson.status));
  const pinned = placed.filter((entry) => !moving.includes(entry));
  const context = { classSlots, moving, pinned, earlier: placed.slice(0, chosenRank) };
  return direction === 'forward' ? planForward(context) : planBack(context);
}

type BumpContext = {
  classSlots: readonly TeachingSlot[];
  moving: readonly Placed[];
  pinned: readonly Placed[];
  /** Every lesson of the class before the chosen one (all of them pinned). */
  earlier: readonly Placed[];
};

const isInSlot = (position: number) => position % 2 === 1;
const slotOf = (position: number) => (position - 1) / 2;

function heldSlots(pinned: readonly Placed[]) {
  const held = new Map<number, LessonRecord[]>();
  for (const { lesson, position } of pinned) {
    if (!isInSlot(position)) continue;
    const list = held.get(slotOf(position));
    if (list) list.push(lesson);
    else held.set(slotOf(position), [lesson]);
  }
  return held;
}

type ForwardPass = {
  moves: LessonMove[];
  /** The slot each move lands in, in the order of `moves`. */
  targets: number[];
  /** How many of `moving` found a slot: the rest (a tail) have none. */
  placed: number;
};

/**
 * One pass of the forward chain over the first `movable` lessons: each to the slot after its
 * own, never into or before the slot the lesson before it took, around held slots, and only to
 * slots strictly before `barrier` (a position). Stops at the first lesson with no slot left.
 */
function forwardPass(
  { classSlots, moving }: BumpContext,
  held: ReadonlyMap<number, unknown>,
  movable: number,
  barrier: number,
): ForwardPass {
  const moves: LessonMove[] = [];
  const targets: number[] = [];
  let previous = -1;
  for (let rank = 0; rank < movable; rank += 1) {
    const { lesson, position } = moving[rank]!;
    // The slot after a lesson in slot j is j + 1; after a lesson between slots (2k), slot k.
    let target = Math.max(Math.ceil(position / 2), previous + 1);
    while (held.has(target)) target += 1;
    const slot = classSlots[target];
    if (slot === undefined || 2 * target + 1 >= barrier) return { moves, targets, placed: rank };
    moves.push({ lessonId: lesson.id, from: placeOfLesson(lesson), to: placeOfSlot(slot) });
    targets.push(target);
    previous = target;
  }
  return { moves, targets, placed: movable };
}

const isEmptyGenerated = (lesson: LessonRecord) =>
  lesson.status === 'UNPLANNED' && !hasPlanContent(lesson);

/**
 * The tail with no slot left, sent back into the slots the chain frees (the chosen lesson's,
 * and any other a moving lesson leaves with no move landing in it), when every lesson of the
 * tail is an empty generated one sitting in a slot: what a term's generation made, with nothing
 * of the teacher's in it. It is the back-bump's rotation mirrored (generation would refill those
 * slots with an empty lesson anyway), and it keeps every lesson (undo needs no re-creation).
 * Null when the tail holds a plan, or is not in slots, or there are fewer freed slots.
 */
function rotateEmptyTail(
  { classSlots, moving }: BumpContext,
  pass: ForwardPass,
): LessonMove[] | null {
  const tail = moving.slice(pass.placed);
  if (!tail.every(({ lesson, position }) => isInSlot(position) && isEmptyGenerated(lesson))) {
    return null;
  }
  const taken = new Set(pass.targets);
  const freed = moving
    .slice(0, pass.placed)
    .filter(({ position }) => isInSlot(position) && !taken.has(slotOf(position)))
    .map(({ position }) => slotOf(position))
    .sort((a, b) => a - b);
  if (freed.length < tail.length) return null;
  return tail.map(({ lesson }, index) => ({
    lessonId: lesson.id,
    from: placeOfLesson(lesson),
    to: placeOfSlot(classSlots[freed[index]!]!),
  }));
}

/**
 * Forward, never double-booking (issue 16). When the chain runs past the last slot, an empty
 * generated tail goes into the slots the chain frees (rotateEmptyTail). Otherwise the lessons with
 * no slot left stay where they are, and so does every moving lesson that would have to land on or
 * past the first of them (that would stack two lessons in one period, or reorder the class's
 * sequence): each pass places the rest below the first staying lesson until all of them fit.
 */
function planForward(context: BumpContext): BumpPlan {
  const { moving, pinned } = context;
  const held = heldSlots(pinned);
  const first = forwardPass(context, held, moving.length, Infinity);
  if (first.placed === moving.length) return { ok: true, moves: first.moves, overflow: [] };
  const rotated = rotateEmptyTail(context, first);
  if (rotated) return { ok: true, moves: [...first.moves, ...rotated], overflow: [] };

  let pass = first;
  for (;;) {
    const movable = pass.placed;
    pass = forwardPass(context, held, movable, moving[movable]!.position);
    if (pass.placed === movable) {
      return {
        ok: true,
        moves: pass.moves,
        overflow: moving.slice(movable).map(({ lesson }) => lesson.id),
      };
    }
  }
}

function planBack({ classSlots, moving, pinned, earlier }: BumpContext): BumpPlan {
  const held = heldSlots(pinned);
  const slotBefore = (position: number) =>
    Math.ceil(position / 2) - 1 - (isInSlot(position) ? 1 : 0);
  const [chosen] = moving;
  if (chosen === undefined) throw new Error('planBack: the chosen lesson is always moving');
  if (chosen.position === 2 * classSlots.length) {
    // Beyond the last slot: the slot before it may lie beyond the range too.
    return { ok: true, moves: [], overflow: moving.map(({ lesson }) => lesson.id) };
  }

  const first = slotBefore(chosen.position);
  const firstSlot = classSlots[first];
  if (firstSlot === undefined) {
    return {
      ok: false,
      reason: 'no-slot-before',
      message: `There is no teaching slot for this class before ${describePlace(placeOfLesson(chosen.lesson))} in the dates shown.`,
    };
  }
  // An earlier lesson after that slot (between slots, on a closure day) would be jumped over.
  const between = earlier.find(({ position }) => position > 2 * first + 1);
  if (between) {
    return {
      ok: false,
      reason: 'slot-before-occupied',
      message: `The lesson on ${describePlace(placeOfLesson(between.lesson))} comes in between: move it first.`,
    };
  }
  const occupants = held.get(first) ?? [];
  const [occupant] = occupants;
  const displaceable =
    occupant !== undefined &&
    occupants.length === 1 &&
    occupant.status === 'UNPLANNED' &&
    !hasPlanContent(occupant);
  if (occupant !== undefined && !displaceable) {
    const what = isMarked(occupant.status)
      ? `a lesson marked ${occupant.status === 'COMPLETED' ? 'completed' : 'missed'}`
      : 'a planned lesson';
    return {
      ok: false,
      reason: 'slot-before-occupied',
      message: `The slot before, ${describePlace(placeOfSlot(firstSlot))}, already has ${what}. Move or clear it first.`,
    };
  }

  const moves: LessonMove[] = [];
  const overflow: string[] = [];
  let previous = -1;
  for (const { lesson, position } of moving) {
    if (position === 2 * classSlots.length) {
      overflow.push(lesson.id);
      continue;
    }
    let target = slotBefore(position);
    while (target > previous && held.has(target) && target !== first) target -= 1;
    const slot = classSlots[target];
    if (target <= previous || slot === undefined) {
      return {
        ok: false,
        reason: 'no-slot-before',
        message: `The lessons from ${describePlace(placeOfLesson(lesson))} on cannot all move back one slot: there are more lessons than slots before them.`,
      };
    }
    moves.push({ lessonId: lesson.id, from: placeOfLesson(lesson), to: placeOfSlot(slot) });
    previous = target;
  }

  const last = moves[moves.length - 1];
  if (displaceable && last !== undefined) {
    moves.push({ lessonId: occupant.id, from: placeOfLesson(occupant), to: last.from });
  }
  return { ok: true, moves, overflow };
}

/** The moves that undo `moves`: each lesson back where it was. */
export function invertBump(moves: readonly LessonMove[]): LessonMove[] {
  return moves.map(({ lessonId, from, to }) => ({ lessonId, from: to, to: from })).reverse();
}

/** `lessons` as they are after `moves` (for previews and tests; the command writes the same). */
export function applyMoves<T extends LessonRecord>(
  lessons: readonly T[],
  moves: readonly LessonMove[],
): T[] {
  const target = new Map(moves.map((move) => [move.lessonId, move.to]));
  return lessons.map((lesson) => {
    const to = target.get(lesson.id);
    return to === undefined
      ? lesson
      : {
          ...lesson,
          date: to.date,
          period_id: to.periodId,
          start_time: to.startTime,
          end_time: to.endTime,
        };
  });
}
