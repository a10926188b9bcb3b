import { useState } from 'react';
import { toast } from 'sonner';
import { actionErrorMessage } from '@/shared/lib/result';
import { FormAlert } from '@/shared/ui/form-alert';
import { ConfirmButton } from '../frame/confirm-button';
import { useDevActions, type DevUser } from '../../api/dev-actions';
import { useDevChange } from '../../queries/use-dev-change';

/** Why a developer's own row has no buttons that work (the server refuses them too). */
export const OWN_ACCOUNT_REASON =
  'This is you: another developer must change your developer flag or your sign-in.';

type Change =
  | { kind: 'developer'; userId: string; on: boolean }
  | { kind: 'sign-in'; userId: string; disabled: boolean };

/** Grant or revoke the developer flag, disable or re-enable sign-in: each asked first. */
export function UserActions({
  user,
  isMe,
  disabled,
}: {
  user: DevUser;
  isMe: boolean;
  disabled: boolean;
}) {
  const actions = useDevActions();
  const [problem, setProblem] = useState<string | null>(null);
  const change = useDevChange((next: Change) =>
    next.kind === 'developer'
      ? actions.setDeveloper(next.userId, next.on)
      : actions.setSignInDisabled(next.userId, next.disabled),
  );
  const name = user.fullName ?? user.email;
  const off = disabled || isMe || change.pending;

  const run = async (next: Change, done: string) => {
    setProblem(null);
    const result = await change.run(next);
    if (!result.ok) setProblem(`Nothing changed. ${actionErrorMessage(result.error)}`);
    else toast.success(done);
  };

  const developer = user.isDeveloper
    ? {
        label: 'Revoke developer',
        title: `Revoke ${name}'s developer flag?`,
        description:
          'They leave the developer area and get the teacher app on their next start. Their devices pull their data again.',
        confirm: 'Revoke developer',
        done: `${name} is no longer a developer`,
      }
    : {
        label: 'Grant developer',
        title: `Make ${name} a developer?`,
        description:
          'They get this area: every school, user, invitation and feedback report. Grant it only to people who run the product.',
        confirm: 'Grant developer',
        done: `${name} is now a developer`,
      };
  const signIn = user.signInDisabled
    ? {
        label: 'Re-enable sign-in',
        title: `Let ${name} sign in again?`,
        description: 'They can sign in with their password again.',
        confirm: 'Re-enable sign-in',
        done: `${name} can sign in again`,
      }
    : {
        label: 'Disable sign-in',
        title: `Stop ${name} signing in?`,
        description:
          'They cannot sign in, and their sessions stop refreshing, so every device they use is signed out within the hour. Their data stays.',
        confirm: 'Disable sign-in',
        done: `${name} can no longer sign in`,
      };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          variant="outline"
          size="sm"
          aria-label={`${developer.label}: ${name}`}
          disabled={off}
          title={isMe ? OWN_ACCOUNT_REASON : undefined}
          dialogTitle={developer.title}
          description={developer.description}
          confirmLabel={developer.confirm}
          destructive={user.isDeveloper}
          onConfirm={() =>
            void run(
              { kind: 'developer', userId: user.userId, on: !user.isDeveloper },
              developer.done,
            )
          }
        >
          {developer.label}
        </ConfirmButton>
        <ConfirmButton
          variant="outline"
          size="sm"
          aria-label={`${signIn.label}: ${name}`}
          disabled={off}
          title={isMe ? OWN_ACCOUNT_REASON : undefined}
          dialogTitle={signIn.title}
          description={signIn.description}
          confirmLabel={signIn.confirm}
          destructive={!user.signInDisabled}
          onConfirm={() =>
            void run(
              { kind: 'sign-in', userId: user.userId, disabled: !user.signInDisabled },
              signIn.done,
            )
          }
        >
          {signIn.label}
        </ConfirmButton>
      </div>
      {isMe && <p className="text-xs text-muted-foreground">{OWN_ACCOUNT_REASON}</p>}
      {problem && <FormAlert>{problem}</FormAlert>}
    </div>
  );
}
