import { useId, useState } from 'react';
import { toast } from 'sonner';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/text-field';
import { useMembersActions, type InviteCode } from '../api/members-actions';
import { copyText } from './copy-text';

/**
 * The school's invite code, for colleagues who should join as teachers without a mailed
 * invitation: the code to read out, a link that opens the join page with it filled in, and
 * Rotate for a code that went further than it should (the old one stops working at once).
 */
export function InviteCodeCard({
  schoolId,
  code,
  disabled,
  onRotated,
}: {
  schoolId: string;
  code: InviteCode;
  /** Offline: the code still shows and copies; rotating needs the server. */
  disabled: boolean;
  onRotated: () => void;
}) {
  const actions = useMembersActions();
  const headingId = useId();
  const [shown, setShown] = useState(code);
  const [problem, setProblem] = useState<string | null>(null);
  const [rotating, setRotating] = useState(false);
  // A refresh after someone else rotated brings a new code: show it, not the one we kept.
  const [given, setGiven] = useState(code);
  if (given.code !== code.code) {
    setGiven(code);
    setShown(code);
  }
  const { code: codeText, joinLink: link } = shown;

  const rotate = async () => {
    setProblem(null);
    setRotating(true);
    const result = await actions.rotateInviteCode(schoolId);
    setRotating(false);
    if (!result.ok) {
      setProblem(`The code was not changed. ${actionErrorMessage(result.error)}`);
      return;
    }
    setShown(result.value);
    toast.success(`New invite code: ${result.value.code}. The old code no longer works.`);
    onRotated();
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          Invite code
        </h2>
        <p className="text-sm text-muted-foreground">
          Anyone with this code or link can join the school as a teacher. Share it with colleagues
          only; change the role afterwards in Members below.
        </p>
      </div>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="space-y-3 rounded-md border border-border p-4">
        <div className="flex flex-wrap items-center gap-3">
          <p
            className="font-mono text-2xl font-semibold tracking-[0.2em]"
            data-testid="invite-code"
            aria-label={`Invite code ${codeText.split('').join(' ')}`}
          >
            {codeText}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void copyText(codeText, 'Invite code copied')}
          >
            Copy code
          </Button>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            className="min-w-64 flex-1"
            label="Join link"
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => void copyText(link, 'Join link copied')}
          >
            Copy join link
          </Button>
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" disabled={disabled || rotating}>
              Rotate code…
            </Button>
          }
          title="Change the invite code?"
          description="The current code and join link stop working at once. Everyone who already joined stays a member; anyone still to join needs the new code."
          confirmLabel="Change code"
          onConfirm={() => void rotate()}
        />
      </div>
    </section>
  );
}
