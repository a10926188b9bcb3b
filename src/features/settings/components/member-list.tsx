import { useState } from 'react';
import { toast } from 'sonner';
import { actionErrorMessage, type ActionResult } from '@/shared/lib/result';
import type { SchoolRole } from '@/shared/lib/session/session-source';
import { FormAlert } from '@/shared/ui/form-alert';
import { useMembersActions, type Member } from '../api/members-actions';
import { ROLE_LABELS } from '../model/member-role-rules';
import { MemberRow } from './member-row';
import { Section } from './section';

type Applied = Map<string, SchoolRole | 'removed'>;

export function MemberList({
  members,
  me,
  disabled,
  onChanged,
}: {
  members: Member[];
  me: { userId: string; role: SchoolRole };
  disabled: boolean;
  onChanged: () => void;
}) {
  const actions = useMembersActions();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // What the server accepted and the refreshed list does not show yet; fresh rows replace it.
  const [applied, setApplied] = useState<Applied>(new Map());
  const [shownMembers, setShownMembers] = useState(members);
  if (shownMembers !== members) {
    setShownMembers(members);
    setApplied(new Map());
  }

  const nameOf = (member: Member) => member.fullName ?? member.email;

  /** One change at a time; the server's refusal (the last owner…) is shown in its own words. */
  const run = async (
    member: Member,
    change: () => Promise<ActionResult>,
    outcome: SchoolRole | 'removed',
    success: string,
  ) => {
    const id = member.membershipId;
    const apply = (next: SchoolRole | 'removed' | null) =>
      setApplied((previous) => {
        const copy = new Map(previous);
        if (next === null) copy.delete(id);
        else copy.set(id, next);
        return copy;
      });
    const before = applied.get(id) ?? null;
    setBusyId(id);
    setProblem(null);
    // A new role shows at once; a removal waits for the server's yes.
    if (outcome !== 'removed') apply(outcome);
    const result = await change();
    setBusyId(null);
    if (!result.ok) {
      apply(before);
      if (result.error.code === 'NOT_FOUND') {
        // Removed or gone meanwhile (another manager, or they left): say so and show the list as it is.
        setProblem(`${nameOf(member)} is no longer a member of this school.`);
        onChanged();
        return;
      }
      setProblem(actionErrorMessage(result.error));
      return;
    }
    apply(outcome);
    toast.success(success);
    onChanged();
  };

  const visible = members.flatMap((member) => {
    const outcome = applied.get(member.membershipId);
    if (outcome === 'removed') return [];
    return outcome ? [{ ...member, role: outcome }] : [member];
  });

  return (
    <Section
      title="Members"
      description="Everyone in the school. You can give roles up to your own."
      empty="No members yet."
      isEmpty={visible.length === 0}
    >
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full text-left text-sm">
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="p-3 font-medium">
                Name
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
              <th scope="col" className="p-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((member) => (
              <MemberRow
                key={member.membershipId}
                member={member}
                me={me}
                busy={busyId === member.membershipId}
                disabled={disabled || busyId !== null}
                onChangeRole={(role) =>
                  run(
                    member,
                    () => actions.changeRole(member.membershipId, role),
                    role,
                    `${nameOf(member)} is now ${ROLE_LABELS[role]}`,
                  )
                }
                onRemove={() =>
                  run(
                    member,
                    () => actions.removeMember(member.membershipId),
                    'removed',
                    `${nameOf(member)} was removed from the school`,
                  )
                }
              />
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
