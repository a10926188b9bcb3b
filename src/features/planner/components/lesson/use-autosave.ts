import { useCallback, useEffect, useRef, useState } from 'react';
import { PLAN_TEXT_FIELDS } from '@/domain/lessons';
import type {
  LessonTextPatch,
  UpdateLessonResult,
} from '../../commands/lessons/use-lesson-commands';

/** The plan text fields the editor autosaves (the model's list, in the order the panel shows). */
const PLAN_FIELDS = PLAN_TEXT_FIELDS;
export type PlanField = (typeof PLAN_TEXT_FIELDS)[number];
export type PlanValues = Record<PlanField, string>;

/**
 * Quiet time after the last keystroke before a save: long enough that a word typed at speed is
 * one write (one outbox change to push and merge), short enough that a tab closed mid-sentence
 * loses nothing (blur, close and pagehide flush at once anyway).
 */
export const AUTOSAVE_DEBOUNCE_MS = 400;

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

const storedValue = (stored: Record<PlanField, string | null>, field: PlanField) =>
  stored[field] ?? '';

/** What the editor holds for a field: its text, and whether that text reached the replica. */
type Draft = { value: string; saved: boolean };
type Drafts = Partial<Record<PlanField, Draft>>;

/**
 * Autosave for one lesson's plan text. Keystrokes show at once as drafts; a save of the changed
 * fields follows AUTOSAVE_DEBOUNCE_MS after the last one, or at once on flush (blur, close,
 * pagehide). Saves run one after another, so an undo never overtakes the save it undoes. A saved
 * draft gives way when the stored lesson changes (another tab, a pull); an unsaved one never
 * does, so typing is not replaced under the teacher's fingers.
 */
export function useAutosave(
  stored: Record<PlanField, string | null>,
  save: (patch: LessonTextPatch) => Promise<UpdateLessonResult>,
) {
  const [drafts, setDrafts] = useState<Drafts>({});
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [undoDepth, setUndoDepth] = useState(0);
  const pendingRef = useRef(new Map<PlanField, string>());
  const undoRef = useRef<LessonTextPatch[]>([]);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queueRef = useRef<Promise<void>>(Promise.resolve());
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  // The stored text changed: saved drafts of the changed fields give way (adjusting state while
  // rendering, so no frame shows the old draft).
  const incoming = PLAN_FIELDS.map((field) => storedValue(stored, field)).join('\u0000');
  const [seen, setSeen] = useState(incoming);
  if (incoming !== seen) {
    setSeen(incoming);
    setDrafts((current) =>
      Object.fromEntries(Object.entries(current).filter(([, draft]) => !draft.saved)),
    );
  }

  const values = Object.fromEntries(
    PLAN_FIELDS.map((field) => [field, drafts[field]?.value ?? storedValue(stored, field)]),
  ) as PlanValues;

  /** Queues a write of `patch`; `recordUndo` false for the undo's own write. */
  const write = useCallback((patch: LessonTextPatch, recordUndo: boolean) => {
    const run = async () => {
      setState({ kind: 'saving' });
      try {
        const result = await saveRef.current(patch);
        if (!result.ok) {
          setState({ kind: 'failed', message: result.message });
          return;
        }
        setDrafts((current) => {
          const next = { ...current };
          for (const [field, value] of Object.entries(patch) as [PlanField, string | null][]) {
            const draft = next[field];
            if (draft && draft.value === (value ?? '')) next[field] = { ...draft, saved: true };
          }
          return next;
        });
        if (recordUndo && result.changed) {
          undoRef.current.push(result.before);
          setUndoDepth(undoRef.current.length);
        }
        setState({ kind: 'saved' });
      } catch (error) {
        console.error(error);
        setState({
          kind: 'failed',
          message:
            'Not saved: this device could not store the lesson. Copy your text, then reload.',
        });
      }
    };
    queueRef.current = queueRef.current.then(run);
    return queueRef.current;
  }, []);

  const flush = useCallback(() => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
    if (pendingRef.current.size === 0) return queueRef.current;
    const patch = Object.fromEntries(pendingRef.current);
    pendingRef.current.clear();
    return write(patch, true);
  }, [write]);

  const setField = useCallback(
    (field: PlanField, value: string) => {
      setDrafts((current) => ({ ...current, [field]: { value, saved: false } }));
      pendingRef.current.set(field, value);
      if (timerRef.current !== null) clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => void flush(), AUTOSAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  /** Puts back the fields as they were before the last saved edit (a normal write: it syncs). */
  const undo = useCallback(async () => {
    await flush();
    const before = undoRef.current.pop();
    setUndoDepth(undoRef.current.length);
    if (!before) return;
    setDrafts((current) => {
      const next = { ...current };
      for (const [field, value] of Object.entries(before) as [PlanField, string | null][]) {
        next[field] = { value: value ?? '', saved: false };
      }
      return next;
    });
    await write(before, false);
  }, [flush, write]);

  // Nothing typed is lost: a hidden or closing page and an unmount save what is pending.
  useEffect(() => {
    const onPageHide = () => void flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [flush]);

  return { values, setField, flush, undo, canUndo: undoDepth > 0, state };
}
