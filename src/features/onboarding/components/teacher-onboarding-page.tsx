import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { actionErrorMessage } from '@/shared/lib/result';
import { useSession } from '@/shared/lib/session/session-context';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { TextField } from '@/shared/ui/text-field';
import { useOnboardingActions } from '../api/onboarding-actions';
import {
  COMMON_SUBJECTS,
  YEAR_LEVELS,
  mergeSubjects,
  teacherDetailsSchema,
  type TeacherDetailsInput,
} from '../model/onboarding-schemas';
import { CheckboxGroup } from './checkbox-group';

/** Where onboarding ends: set-up runs again (school, role) and lands on the dashboard. */
const FINISH_PATH = `/onboarding-loading?next=${encodeURIComponent('/dashboard')}`;

type FormValues = { fullName: string; subjects: string[]; otherSubjects: string; years: string[] };

/**
 * /onboarding/teacher: the teacher's name, subjects and year levels; can be skipped. The subjects
 * and years are kept on the profile, and the first class form starts from them.
 */
export function TeacherOnboardingPage() {
  const actions = useOnboardingActions();
  const navigate = useNavigate();
  const session = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FormValues>({
    defaultValues: {
      fullName: session.status === 'signed-in' ? (session.user.fullName ?? '') : '',
      subjects: [],
      otherSubjects: '',
      years: [],
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const parsed = v.safeParse(teacherDetailsSchema, {
      fullName: values.fullName,
      subjects: mergeSubjects(values.subjects, values.otherSubjects),
      yearLevels: values.years.map(Number),
    } satisfies TeacherDetailsInput);
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key;
        const field = key === 'subjects' ? 'otherSubjects' : key;
        if (field === 'fullName' || field === 'otherSubjects')
          form.setError(field, { message: issue.message });
      }
      return;
    }
    const result = await actions.saveTeacherDetails(parsed.output);
    if (!result.ok) return setProblem(actionErrorMessage(result.error));
    await navigate(FINISH_PATH);
  });

  return (
    <div className="w-full">
      <PageHeading title="About your teaching" />
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        {problem && <FormAlert>{problem}</FormAlert>}
        <TextField
          label="Your name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <CheckboxGroup
          legend="Subjects you teach"
          options={COMMON_SUBJECTS.map((subject) => ({ value: subject, label: subject }))}
          register={form.register('subjects')}
        />
        <TextField
          label="Other subjects"
          description="Separate several with commas."
          error={errors.otherSubjects?.message}
          {...form.register('otherSubjects')}
        />
        <CheckboxGroup
          legend="Year levels"
          options={YEAR_LEVELS.map((year) => ({ value: String(year), label: `Year ${year}` }))}
          register={form.register('years')}
          minWidth="narrow"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Continue'}
          </Button>
          <Button type="button" variant="ghost" onClick={() => void navigate(FINISH_PATH)}>
            Skip for now
          </Button>
        </div>
      </form>
    </div>
  );
}
