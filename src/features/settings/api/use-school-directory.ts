import { useCallback, useEffect, useState } from 'react';
import type { AppError } from '@/shared/lib/errors';
import { succeeded, type ActionResult } from '@/shared/lib/result';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import {
  useMembersActions,
  type InviteCode,
  type Member,
  type PendingInvitation,
} from './members-actions';

export type SchoolDirectory = {
  members: Member[];
  invitations: PendingInvitation[];
  inviteCode: InviteCode;
};

export type SchoolDirectoryState =
  /** Nothing loaded yet and no connection to load it with. */
  | { status: 'offline' }
  | { status: 'loading' }
  | { status: 'failed'; error: AppError }
  | { status: 'ready'; directory: SchoolDirectory };

type Settled = { schoolId: string; attempt: number; result: ActionResult<SchoolDirectory> };

/**
 * Members, pending invitations and the invite code of one school, read from the server: the replica holds neither
 * other people's emails nor invitations, so this is online-only. `refresh` reloads after a change
 * and keeps showing what was there meanwhile; `retry` after a failure shows loading again.
 */
export function useSchoolDirectory(schoolId: string): {
  state: SchoolDirectoryState;
  online: boolean;
  refresh: () => void;
} {
  const actions = useMembersActions();
  const online = useOnlineStatus();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!online) return;
    let current = true;
    void Promise.all([
      actions.listMembers(schoolId),
      actions.listInvitations(schoolId),
      actions.inviteCode(schoolId),
    ]).then(([members, invitations, inviteCode]) => {
      if (!current) return;
      const result = !members.ok
        ? members
        : !invitations.ok
          ? invitations
          : !inviteCode.ok
            ? inviteCode
            : succeeded({
                members: members.value,
                invitations: invitations.value,
                inviteCode: inviteCode.value,
              });
      setSettled({ schoolId, attempt, result });
    });
    return () => {
      current = false;
    };
  }, [actions, schoolId, attempt, online]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: stateOf(settled, schoolId, attempt, online), online, refresh };
}

function stateOf(
  settled: Settled | null,
  schoolId: string,
  attempt: number,
  online: boolean,
): SchoolDirectoryState {
  const current = settled?.schoolId === schoolId ? settled : null;
  if (current?.result.ok) return { status: 'ready', directory: current.result.value };
  if (!online) return { status: 'offline' };
  if (current && !current.result.ok && current.attempt === attempt) {
    return { status: 'failed', error: current.result.error };
  }
  return { status: 'loading' };
}
