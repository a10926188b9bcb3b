import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { useOnboardingActions } from '../api/onboarding-actions';

/** /solo: confirms working alone (no school), then asks about the teacher's classes. */
export function SoloPage() {
  const actions = useOnboardingActions();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const workSolo = async () => {
    setSaving(true);
    setProblem(null);
    const result = await actions.workSolo();
    setSaving(false);
    if (!result.ok) return setProblem(actionErrorMessage(result.error));
    await navigate('/onboarding/teacher');
  };

  return (
    <div className="mx-auto w-full max-w-md space-y-4">
      <PageHeading title="Work solo" />
      <p>
        You will plan with your own timetable, classes and resources. Everything stays yours, and
        you can join a school at any time from onboarding.
      </p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void workSolo()} disabled={saving}>
          {saving ? 'Saving…' : 'Start working solo'}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/onboarding">Back</Link>
        </Button>
      </div>
    </div>
  );
}
