import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import type { LessonCommands } from '../../commands/lessons/use-lesson-commands';
import { REFLECTION_LABELS, type ReflectionField } from '@/domain/lessons';
import type { Lesson, MethodOption } from '../../queries/lessons/use-lesson-details';
import { TextAreaField } from '@/shared/ui/form-fields';
import { SelectField } from '@/shared/ui/select/select';
import { RatingChoice } from './rating-choice';
import { runLessonCommand } from './run-lesson-command';

/**
 * The three ratings as questions a teacher answers (issue 16); analytics name them
 * Effectiveness, Teacher satisfaction and Teacher effectiveness (REFLECTION_LABELS).
 */
const RATING_QUESTIONS = {
  effectiveness_rating: 'How well did the lesson go?',
  teacher_satisfaction_score: 'How satisfied are you?',
  teacher_effectiveness_rating: 'How effective was your teaching?',
} as const;
const RATINGS = Object.keys(RATING_QUESTIONS) as (keyof typeof RATING_QUESTIONS)[];

/**
 * Under a rating group the question is right there, so its problem needs no field name (the
 * radios offer only 1–5, so the one problem left is a missing choice).
 */
const RATING_PROBLEM = 'Choose one of 1 to 5.';

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

/**
 * The reflection on a taught lesson: three ratings 1–5 in words, method, follow-up, notes. Its
 * one action completes the lesson with the reflection (one command, one write); on a lesson
 * already completed it saves the reflection.
 */
export function ReflectionForm({
  lesson,
  teachingMethods,
  commands,
  today,
}: {
  lesson: Lesson;
  teachingMethods: MethodOption[];
  commands: LessonCommands;
  today: string;
}) {
  const [values, setValues] = useState(() => formValuesOf(lesson));
  const [errors, setErrors] = useState<Partial<Record<ReflectionField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await runLessonCommand(() =>
      commands.completeWithReflection({ lessonId: lesson.id, reflection: values, today }),
    );
    if (result.ok) {
      setErrors({});
      setProblem(null);
      toast.success(result.completedNow ? 'Completed with reflection' : 'Reflection saved');
      return;
    }
    const problems = 'problems' in result && Array.isArray(result.problems) ? result.problems : [];
    setErrors(
      Object.fromEntries(
        problems.map(({ field, message }) => [
          field,
          field in RATING_QUESTIONS ? RATING_PROBLEM : message,
        ]),
      ),
    );
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
      {RATINGS.map((field) => (
        <RatingChoice
          key={field}
          name={field}
          question={RATING_QUESTIONS[field]}
          value={values[field]}
          error={errors[field]}
          onChange={(value) => set(field, value)}
        />
      ))}
      <SelectField
        label={REFLECTION_LABELS.teaching_method_id}
        value={values.teaching_method_id}
        disabled={noMethods}
        error={errors.teaching_method_id}
        options={[
          { value: '', label: noMethods ? 'No teaching methods yet' : 'None' },
          ...METHOD_GROUPS.map(({ group, label }) => ({
            group: label,
            options: teachingMethods
              .filter((method) => method.group === group)
              .map((method) => ({ value: method.id, label: method.label })),
          })),
        ]}
        onValueChange={(value) => set('teaching_method_id', value)}
      />
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
        {lesson.status === 'COMPLETED' ? 'Save reflection' : 'Complete with reflection'}
      </Button>
    </form>
  );
}
