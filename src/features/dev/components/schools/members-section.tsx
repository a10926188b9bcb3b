import { useState } from 'react';
import { toast } from 'sonner';
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { actionErrorMessage } from '@/shared/lib/result';
import type { SchoolRole } from '@/shared/lib/session/session-source';
import { FormAlert } from '@/shared/ui/form-alert';
import { ConfirmButton } from '../frame/confirm-button';
import { Select } from '@/shared/ui/select/select';
import { useDevActions, type DevMember } from '../../api/dev-actions';
import { MEMBERSHIP_STATUS_LABELS, ROLE_LABELS, SCHOOL_ROLES } from '../../model/dev-words';
import { useDevChange } from '../../queries/use-dev-change';
import { DevSection } from '../dev-section';

/** The school's members: change a role, remove someone (asked first). */
export function MembersSection({ members, disabled }: { members: DevMember[]; disabled: boolean }) {
  const actions = useDevActions();
  const [problem, setProblem] = useState<string | null>(null);
  const setRole = useDevChange((change: { membershipId: string; role: SchoolRole }) =>
    actions.setMemberRole(change.membershipId, change.role),
  );
  const remove = useDevChange((membershipId: string) => actions.removeMember(membershipId));
  const busy = setRole.pending || remove.pending;

  const changeRole = async (member: DevMember, role: SchoolRole) => {
    setProblem(null);
    const result = await setRole.run({ membershipId: member.membershipId, role });
    if (!result.ok)
      setProblem(
        `${nameOf(member)} is still ${ROLE_LABELS[member.role]}. ${actionErrorMessage(result.error)}`,
      );
    else toast.success(`${nameOf(member)} is now ${ROLE_LABELS[role]}`);
  };
  const removeMember = async (member: DevMember) => {
    setProblem(null);
    const result = await remove.run(member.membershipId);
    if (!result.ok)
      setProblem(`${nameOf(member)} was not removed. ${actionErrorMessage(result.error)}`);
    else toast.success(`${nameOf(member)} was removed from the school`);
  };

  return (
    <DevSection
      title="Members"
      description="Everyone in the school but those who left, highest role first."
    >
      {problem && <FormAlert>{problem}</FormAlert>}
      {members.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          No members yet: the first owner joins by accepting their invitation (below).
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">Members</caption>
            <thead className="bg-muted text-left">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  Member
                </th>
                <th scope="col" className="p-3 font-medium">
                  Role
                </th>
                <th scope="col" className="p-3 font-medium">
                  Status
                </th>
                <th scope="col" className="p-3 font-medium">
                  Joined
                </th>
                <th scope="col" className="p-3 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.membershipId} className="border-t border-border">
                  <th scope="row" className="p-3 text-left font-normal">
                    <span className="font-medium">{nameOf(member)}</span>
                    {member.fullName && (
                      <span className="block text-muted-foreground">{member.email}</span>
                    )}
                  </th>
                  <td className="p-3">
                    <div className="w-32">
                      <Select
                        aria-label={`Role of ${nameOf(member)}`}
                        size="sm"
                        value={member.role}
                        options={SCHOOL_ROLES.map((role) => ({
                          value: role,
                          label: ROLE_LABELS[role],
                        }))}
                        disabled={disabled || busy}
                        onValueChange={(role) => void changeRole(member, role as SchoolRole)}
                      />
                    </div>
                  </td>
                  <td className="p-3">{MEMBERSHIP_STATUS_LABELS[member.status]}</td>
                  <td className="p-3 whitespace-nowrap">
                    {member.joinedAt ? formatLocalDateTime(member.joinedAt) : '—'}
                  </td>
                  <td className="p-3 text-right">
                    <ConfirmButton
                      variant="outline"
                      size="sm"
                      aria-label={`Remove ${nameOf(member)}`}
                      disabled={disabled || busy}
                      dialogTitle={`Remove ${nameOf(member)}?`}
                      description="They lose access to this school and its shared plans on every device. Their own lessons stay theirs. The last owner cannot be removed."
                      confirmLabel="Remove member"
                      destructive
                      onConfirm={() => void removeMember(member)}
                    >
                      Remove
                    </ConfirmButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DevSection>
  );
}

const nameOf = (member: DevMember) => member.fullName ?? member.email;
