import { useState } from 'react';
import { toast } from 'sonner';
import { actionErrorMessage } from '@/shared/lib/result';
import { FormAlert } from '@/shared/ui/form-alert';
import { ConfirmButton } from '../frame/confirm-button';
import { useDevActions, type DevInviteCode } from '../../api/dev-actions';
import { useDevChange } from '../../queries/use-dev-change';
import { DevSection, Facts } from '../dev-section';

/** The school's invite code and join link; Rotate (asked first) when it went too far. */
export function InviteCodeSection({
  schoolId,
  code,
  disabled,
}: {
  schoolId: string;
  code: DevInviteCode;
  disabled: boolean;
}) {
  const actions = useDevActions();
  const [problem, setProblem] = useState<string | null>(null);
  const rotate = useDevChange((id: string) => actions.rotateInviteCode(id));

  const rotateCode = async () => {
    setProblem(null);
    const result = await rotate.run(schoolId);
    if (!result.ok) setProblem(`The code was not changed. ${actionErrorMessage(result.error)}`);
    else toast.success(`New invite code: ${result.value.code}. The old code no longer works.`);
  };

  return (
    <DevSection
      title="Invite code"
      description="Anyone with the code or the join link joins the school as a teacher."
      actions={
        <ConfirmButton
          variant="outline"
          disabled={disabled || rotate.pending}
          dialogTitle="Change the invite code?"
          description="The current code and join link stop working at once. Members who joined with them stay."
          confirmLabel="Change code"
          onConfirm={() => void rotateCode()}
        >
          Rotate code…
        </ConfirmButton>
      }
    >
      {problem && <FormAlert>{problem}</FormAlert>}
      <Facts
        items={[
          [
            'Code',
            <code key="code" data-testid="invite-code" className="font-mono tracking-widest">
              {code.code}
            </code>,
          ],
          ['Join link', code.joinLink],
        ]}
      />
    </DevSection>
  );
}
