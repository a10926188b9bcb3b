import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { TextField } from '@/shared/ui/text-field';
import { useOnboardingActions } from '../api/onboarding-actions';
import { joinSchoolSchema, type JoinSchoolInput } from '../model/onboarding-schemas';

/**
 * /onboarding/join: an invite code joins as TEACHER; a pasted invitation link accepts that
 * invitation. `?code=` (the members page's join link) arrives filled in. The server's refusal (unknown code, expired or revoked invitation) is shown verbatim.
 */
export function JoinSchoolPage() {
  const actions = useOnboardingActions();
  const navigate = useNavigate();
  // A join link (`?code=…`, from the members page) fills the field; the person still presses Join.
  const [search] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<JoinSchoolInput>({
    resolver: standardSchemaResolver(joinSchoolSchema),
    defaultValues: { codeOrLink: search.get('code')?.slice(0, 64) ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ codeOrLink }) => {
    setProblem(null);
    const result = await actions.joinSchool(codeOrLink);
    if (!result.ok) return setProblem(actionErrorMessage(result.error));
    toast.success(`You joined ${result.value.schoolName}.`);
    await navigate('/onboarding/teacher');
  });

  return (
    <div className="w-full">
      <PageHeading title="Join your school" />
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {problem && <FormAlert>{problem}</FormAlert>}
        <TextField
          label="Invite code or invitation link"
          autoComplete="off"
          spellCheck={false}
          description="Ask your school's owner or an admin for the 8-character code: letters A to Z except I and O, digits 2 to 9."
          error={errors.codeOrLink?.message}
          {...form.register('codeOrLink')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Joining…' : 'Join school'}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/onboarding">Back</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}
