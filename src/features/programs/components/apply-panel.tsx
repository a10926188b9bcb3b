import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { SelectField } from '@/shared/ui/select/select';
import { TextField } from '@/shared/ui/text-field';
import type {
  ApplicationPreview,
  ApplyInput,
  ProgramCommands,
} from '../commands/use-program-commands';
import { lessonTitleFor, type ExistingLessonMode } from '../model/apply-program';
import type { Program, ProgramItem } from '../queries/use-programs';
import type { ClassChoice } from '../queries/use-program-classes';
import { formatDay, lessonTimeLabel, localDateOf } from './program-format';
import { runProgramCommand, toastRefusal } from './run-program-command';

/**
 * Apply the program to a class from a date: choose the class, the date, the items and what to do
 * with lessons already planned; Preview lists which lesson gets which item; Apply writes them all
 * at once, with Undo in the toast.
 */
export function ApplyPanel({
  program,
  items,
  choices,
  commands,
  now,
}: {
  program: Program;
  items: readonly ProgramItem[];
  choices: readonly ClassChoice[];
  commands: ProgramCommands;
  now: () => Date;
}) {
  const [classId, setClassId] = useState('');
  const [from, setFrom] = useState(() => localDateOf(now()));
  const [mode, setMode] = useState<ExistingLessonMode>('skip');
  const [firstItem, setFirstItem] = useState('1');
  const [lastItem, setLastItem] = useState(String(items.length));
  const [preview, setPreview] = useState<ApplicationPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A changed choice makes an earlier preview stale.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
      setProblem(null);
    };

  const itemOptions = items.map((item, index) => ({
    value: String(index + 1),
    label: `${index + 1}. ${item.title}`,
  }));

  const input = (): ApplyInput => ({
    programId: program.id,
    classId: classId || (choices[0]?.id ?? ''),
    from,
    mode,
    firstItem: Number(firstItem),
    lastItem: Math.max(Number(firstItem), Number(lastItem)),
  });

  const showPreview = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await commands.previewApplication(input());
    setBusy(false);
    if (result.ok) {
      setPreview(result);
      setProblem(null);
    } else {
      setPreview(null);
      setProblem(result.message);
    }
  };

  const apply = async () => {
    setBusy(true);
    const result = await runProgramCommand(
      () => commands.applyProgram(input()),
      (applied) =>
        `${program.name} applied to ${applied.assignments.length} lessons of ${applied.className}`,
      (applied) => ({
        label: 'Undo',
        onClick: () =>
          void runProgramCommand(
            () => commands.undoApplyProgram(applied),
            `${program.name} taken off the lessons of ${applied.className}`,
          ).then(toastRefusal),
      }),
    );
    setBusy(false);
    if (result.ok) setPreview(null);
    else setProblem(result.message);
  };

  return (
    <section className="space-y-3" aria-labelledby="apply-program-heading">
      <h2 id="apply-program-heading" className="text-lg font-semibold">
        Apply to a class
      </h2>
      {choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          You have no classes yet. Create one in Settings → Classes and generate its lessons in the
          planner, then apply this program to it.
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void showPreview(event)}
          className="space-y-4 rounded-md border border-border bg-card p-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Class"
              value={classId || (choices[0]?.id ?? '')}
              options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
              onValueChange={changed(setClassId)}
            />
            <TextField
              label="From"
              type="date"
              value={from}
              onChange={(e) => changed(setFrom)(e.target.value)}
            />
            <SelectField
              label="First item"
              value={firstItem}
              options={itemOptions}
              onValueChange={changed(setFirstItem)}
            />
            <SelectField
              label="Last item"
              value={lastItem}
              options={itemOptions}
              onValueChange={changed(setLastItem)}
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Lessons already planned</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="existing"
                checked={mode === 'skip'}
                onChange={() => changed(setMode)('skip')}
              />
              Skip them (keep what is planned)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="existing"
                checked={mode === 'replace'}
                onChange={() => changed(setMode)('replace')}
              />
              Replace them with the program
            </label>
          </fieldset>
          {problem && <FormAlert>{problem}</FormAlert>}
          <Button type="submit" variant="outline" disabled={busy || !from}>
            Preview
          </Button>
        </form>
      )}
      {preview && <PreviewTable preview={preview} busy={busy} onApply={() => void apply()} />}
    </section>
  );
}

function PreviewTable({
  preview,
  busy,
  onApply,
}: {
  preview: ApplicationPreview;
  busy: boolean;
  onApply: () => void;
}) {
  const replaced = preview.assignments.filter((a) => a.replaces).length;
  return (
    <div className="space-y-3">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-medium">
          {preview.assignments.length} lessons of {preview.className} will be planned
          {replaced > 0 ? ` (${replaced} replacing what was planned)` : ''}
        </caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Time
            </th>
            <th scope="col" className="py-2 font-medium">
              Item
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.assignments.map((a) => (
            <tr key={a.lessonId} className="border-b border-border">
              <td className="py-2 pr-4 whitespace-nowrap">{formatDay(a.date)}</td>
              <td className="py-2 pr-4">{lessonTimeLabel(a.startTime, a.periodId)}</td>
              <td className="py-2 break-words">
                {lessonTitleFor(a)}
                {a.replaces && (
                  <span className="ml-2 text-xs text-muted-foreground">replaces a plan</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button onClick={onApply} disabled={busy}>
        Apply to {preview.assignments.length} lessons
      </Button>
    </div>
  );
}
