import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { actionErrorMessage } from '@/shared/lib/result';
import type { SchoolRole } from '@/shared/lib/session/session-source';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { SelectController } from '@/shared/ui/select/select-controller';
import { TextField } from '@/shared/ui/text-field';
import { useMembersActions, type SentInvitation } from '../api/members-actions';
import { inviteSchemaFor, type InviteInput, type InviteValues } from '../model/invite-schema';
import { assignableRoles, ROLE_LABELS } from '../model/member-role-rules';
import { InvitationLink } from './invitation-link';

type Sent = { email: string; invitation: SentInvitation };

export function InviteMemberForm({
  schoolId,
  myRole,
  disabled,
  onInvited,
}: {
  schoolId: string;
  myRole: SchoolRole;
  /** Offline: the form stays filled in but cannot send. */
  disabled: boolean;
  onInvited: () => void;
}) {
  const actions = useMembersActions();
  const headingId = useId();
  const schema = useMemo(() => inviteSchemaFor(myRole), [myRole]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const form = useForm<InviteInput, unknown, InviteValues>({
    resolver: standardSchemaResolver(schema),
    defaultValues: { email: '', role: 'TEACHER' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ email, role }) => {
    setProblem(null);
    const result = await actions.invite(schoolId, email, role);
    if (!result.ok) {
      setProblem(actionErrorMessage(result.error));
      return;
    }
    setSent({ email, invitation: result.value });
    toast.success(`Invitation sent to ${email}`);
    reset({ email: '', role });
    onInvited();
  });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Invite someone
      </h2>
      <form noValidate onSubmit={submit} className="space-y-3" aria-labelledby={headingId}>
        {problem && <FormAlert>{problem}</FormAlert>}
        <div className="flex flex-wrap items-start gap-3">
          <TextField
            className="min-w-64 flex-1"
            label="Email address"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <SelectController
            form={form}
            name="role"
            label="Role"
            className="w-36"
            options={assignableRoles(myRole).map((role) => ({
              value: role,
              label: ROLE_LABELS[role],
            }))}
          />
        </div>
        <Button type="submit" disabled={disabled || isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
      {sent && <InvitationLink email={sent.email} invitation={sent.invitation} />}
    </section>
  );
}
