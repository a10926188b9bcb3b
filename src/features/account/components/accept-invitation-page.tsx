import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { actionErrorMessage } from '@/shared/lib/result';
import { useSession } from '@/shared/lib/session/session-context';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { useAccountActions, type InvitationPreview } from '../api/account-actions';
import {
  INVITATION_PROBLEMS,
  MISSING_TOKEN_MESSAGE,
  invitationHeadline,
  sameEmail,
  wrongAccountMessage,
} from '../model/invitation-text';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; preview: InvitationPreview };

/**
 * /accept-invitation?token=…: public. Shows which school invites whom; signed out, it offers sign
 * in or registration and comes back here; signed in with the invited address, it accepts.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeading title="Accept invitation" />
      {token ? <Invitation token={token} /> : <FormAlert>{MISSING_TOKEN_MESSAGE}</FormAlert>}
    </div>
  );
}

function Invitation({ token }: { token: string }) {
  const actions = useAccountActions();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void actions.previewInvitation(token).then((result) => {
      if (!current) return;
      setLoaded(
        result.ok
          ? { kind: 'loaded', preview: result.value }
          : { kind: 'failed', message: actionErrorMessage(result.error) },
      );
    });
    return () => {
      current = false;
    };
  }, [actions, token, attempt]);

  if (loaded.kind === 'loading') return <p role="status">Checking your invitation…</p>;
  if (loaded.kind === 'failed')
    return (
      <div className="space-y-3">
        <FormAlert>{loaded.message}</FormAlert>
        <Button
          onClick={() => {
            setLoaded({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  const { preview } = loaded;
  if (preview.status !== 'pending')
    return <FormAlert>{INVITATION_PROBLEMS[preview.status]}</FormAlert>;
  return <PendingInvitation token={token} preview={preview} />;
}

function PendingInvitation({ token, preview }: { token: string; preview: InvitationPreview }) {
  const actions = useAccountActions();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(false);
  const here = encodeURIComponent(`${pathname}${search}`);
  const headline = invitationHeadline(preview.schoolName ?? 'a school', preview.role);

  if (session.status !== 'signed-in')
    return (
      <div className="space-y-4">
        <p className="text-lg">{headline}</p>
        {preview.email && (
          <p className="text-sm text-muted-foreground">
            The invitation is for {preview.email}. Sign in or create an account with that address.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/login?next=${here}`}>Sign in to accept</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/register?next=${here}`}>Create an account</Link>
          </Button>
        </div>
      </div>
    );

  if (preview.email && !sameEmail(preview.email, session.user.email))
    return <FormAlert>{wrongAccountMessage(preview.email, session.user.email)}</FormAlert>;

  const accept = async () => {
    setAccepting(true);
    setProblem(null);
    const result = await actions.acceptInvitation(token);
    setAccepting(false);
    if (!result.ok) return setProblem(actionErrorMessage(result.error));
    toast.success(`You joined ${result.value.schoolName}.`);
    await navigate(`/onboarding-loading?next=${encodeURIComponent('/dashboard')}`, {
      replace: true,
    });
  };

  return (
    <div className="space-y-4">
      <p className="text-lg">{headline}</p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button onClick={() => void accept()} disabled={accepting}>
        {accepting ? 'Accepting…' : 'Accept invitation'}
      </Button>
    </div>
  );
}
