import type { SchoolRole } from '@/shared/lib/session/session-source';
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { Select } from '@/shared/ui/select/select';
import type { Member, MembershipStatus } from '../api/members-actions';
import { assignableRoles, memberLock, ROLE_LABELS } from '../model/member-role-rules';
import { RemoveMemberDialog } from './remove-member-dialog';

const STATUS_LABELS: Record<MembershipStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  suspended: 'Suspended',
  left: 'Left',
};

const LOCK_REASONS = {
  self: 'You cannot change your own role or remove yourself here.',
  'outranks-you': 'This member outranks you.',
} as const;

export function MemberRow({
  member,
  me,
  busy,
  disabled,
  onChangeRole,
  onRemove,
}: {
  member: Member;
  me: { userId: string; role: SchoolRole };
  /** A change to this member is on its way. */
  busy: boolean;
  /** Offline, or another change is on its way. */
  disabled: boolean;
  onChangeRole: (role: SchoolRole) => void;
  onRemove: () => void;
}) {
  const name = member.fullName ?? member.email;
  const lock = memberLock(me, member);
  // A locked member may hold a role above ours; their select still shows it.
  const roles = lock ? [member.role] : assignableRoles(me.role);
  return (
    <tr className="border-t border-border">
      <td className="p-3">
        <span className="font-medium">{name}</span>
        {lock === 'self' && <span className="text-muted-foreground"> (you)</span>}
        {member.fullName && <span className="block text-muted-foreground">{member.email}</span>}
      </td>
      <td className="p-3">
        <div className="w-32">
          <Select
            aria-label={`Role of ${name}`}
            title={lock ? LOCK_REASONS[lock] : undefined}
            size="sm"
            value={member.role}
            options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            disabled={lock !== null || disabled || busy}
            onValueChange={(role) => onChangeRole(role as SchoolRole)}
          />
        </div>
      </td>
      <td className="p-3">{STATUS_LABELS[member.status]}</td>
      <td className="p-3 whitespace-nowrap">
        {member.joinedAt ? formatLocalDateTime(member.joinedAt) : '—'}
      </td>
      <td className="p-3 text-right">
        <RemoveMemberDialog
          name={name}
          disabled={lock !== null || disabled || busy}
          onConfirm={onRemove}
        />
      </td>
    </tr>
  );
}
