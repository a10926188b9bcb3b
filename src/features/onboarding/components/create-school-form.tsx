import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/text-field';
import { useOnboardingActions } from '../api/onboarding-actions';
import { createSchoolSchema, type CreateSchoolInput } from '../model/onboarding-schemas';

/** Creates a school with the user as its OWNER (docs/decisions.md), then asks about their teaching. */
export function CreateSchoolForm() {
  const actions = useOnboardingActions();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CreateSchoolInput>({
    resolver: standardSchemaResolver(createSchoolSchema),
    defaultValues: { name: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name }) => {
    setProblem(null);
    const result = await actions.createSchool(name);
    if (!result.ok) return setProblem(actionErrorMessage(result.error));
    toast.success(`${result.value.schoolName} is ready. You are its owner.`);
    await navigate('/onboarding/teacher');
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      {problem && <FormAlert>{problem}</FormAlert>}
      <TextField label="School name" error={errors.name?.message} {...form.register('name')} />
      <Button type="submit" variant="outline" disabled={isSubmitting}>
        {isSubmitting ? 'Creating…' : 'Create school'}
      </Button>
    </form>
  );
}
