import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/text-field';
import type { LessonCommands } from '../../commands/lessons/use-lesson-commands';
import { REFLECTION_LABELS, type ReflectionField } from '@/domain/lessons';
import type { Lesson, MethodOption } from '../../queries/lessons/use-lesson-details';
import { SelectField, TextAreaField } from '@/shared/ui/form-fields';
import { runLessonCommand } from './run-lesson-command';

const RATINGS = [
  'effectiveness_rating',
  'teacher_satisfaction_score',
  'teacher_effectiveness_rating',
] as const;

/**
 * The method lists in the order offered. 'removed' holds only the method this lesson used if it
 * was deleted since, so a past reflection still shows what was chosen.
 */
const METHOD_GROUPS: { group: MethodOption['group']; label: string }[] = [
  { group: 'removed', label: 'No longer offered' },
  { group: 'school', label: 'Your school’s methods' },
  { group: 'own', label: 'Your own methods' },
  { group: 'built-in', label: 'Built-in methods' },
];

type FormValues = Record<
  (typeof RATINGS)[number] | 'teaching_method_id' | 'follow_up_notes' | 'reflection_notes',
  string
> & {
  follow_up_required: boolean;
};

const formValuesOf = (lesson: Lesson): FormValues => ({
  effectiveness_rating: lesson.effectiveness_rating?.toString() ?? '',
  teacher_satisfaction_score: lesson.teacher_satisfaction_score?.toString() ?? '',
  teacher_effectiveness_rating: lesson.teacher_effectiveness_rating?.toString() ?? '',
  teaching_method_id: lesson.teaching_method_id ?? '',
  follow_up_required: lesson.follow_up_required,
  follow_up_notes: lesson.follow_up_notes ?? '',
  reflection_notes: lesson.reflection_notes ?? '',
});

/** The reflection on a taught lesson: three ratings 1–5, method, follow-up, notes. */
export function ReflectionForm({
  lesson,
  teachingMethods,
  commands,
}: {
  lesson: Lesson;
  teachingMethods: MethodOption[];
  commands: LessonCommands;
}) {
  const [values, setValues] = useState(() => formValuesOf(lesson));
  const [errors, setErrors] = useState<Partial<Record<ReflectionField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await runLessonCommand(() =>
      commands.saveReflection({ lessonId: lesson.id, reflection: values }),
    );
    if (result.ok) {
      setErrors({});
      setProblem(null);
      toast.success('Reflection saved');
      return;
    }
    const problems = 'problems' in result && Array.isArray(result.problems) ? result.problems : [];
    setErrors(Object.fromEntries(problems.map(({ field, message }) => [field, message])));
    setProblem(result.message);
  };

  const noMethods = teachingMethods.length === 0;
  return (
    <form
      aria-labelledby="reflection-heading"
      className="space-y-3"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id="reflection-heading" className="text-sm font-semibold">
        Reflection
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {RATINGS.map((field) => (
          <TextField
            key={field}
            label={`${REFLECTION_LABELS[field]} (1–5)`}
            type="number"
            inputMode="numeric"
            min={1}
            max={5}
            step={1}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => set(field, event.target.value)}
          />
        ))}
      </div>
      <SelectField
        label={REFLECTION_LABELS.teaching_method_id}
        value={values.teaching_method_id}
        disabled={noMethods}
        error={errors.teaching_method_id}
        onChange={(event) => set('teaching_method_id', event.target.value)}
      >
        <option value="">{noMethods ? 'No teaching methods yet' : 'None'}</option>
        {METHOD_GROUPS.map(({ group, label }) => {
          const methods = teachingMethods.filter((method) => method.group === group);
          if (methods.length === 0) return null;
          return (
            <optgroup key={group} label={label}>
              {methods.map((method) => (
                <option key={method.id} value={method.id}>
                  {method.label}
                </option>
              ))}
            </optgroup>
          );
        })}
      </SelectField>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={values.follow_up_required}
          onChange={(event) => set('follow_up_required', event.target.checked)}
        />
        {REFLECTION_LABELS.follow_up_required}
      </label>
      <TextAreaField
        label={REFLECTION_LABELS.follow_up_notes}
        value={values.follow_up_notes}
        error={errors.follow_up_notes}
        onChange={(event) => set('follow_up_notes', event.target.value)}
      />
      <TextAreaField
        label={REFLECTION_LABELS.reflection_notes}
        value={values.reflection_notes}
        error={errors.reflection_notes}
        onChange={(event) => set('reflection_notes', event.target.value)}
      />
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button type="submit" size="sm">
        Save reflection
      </Button>
    </form>
  );
}
