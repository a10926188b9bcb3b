import { useMemo } from 'react';
import { useSession } from '@/shared/lib/session/session-context';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import type { ImportScope } from '../../api/syllabus-import-actions';
import { SyllabusImportPage } from './syllabus-import-page';

/**
 * /settings/syllabuses: a school's OWNER or ADMIN imports a syllabus only their school sees. The
 * route lets managers in (handle.requiredRole); this also covers a manager role with no school.
 * The server checks again: the page never decides who may write.
 */
export function SchoolSyllabusesPage() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const schoolId =
    user?.schoolId && (user.role === 'OWNER' || user.role === 'ADMIN') ? user.schoolId : null;
  const scope = useMemo<ImportScope | null>(
    () => (schoolId ? { kind: 'school', schoolId } : null),
    [schoolId],
  );
  if (!scope) {
    return (
      <>
        <PageHeading title="Syllabuses" />
        <FormAlert tone="info">
          Only owners and admins of a school can import syllabuses for it.
        </FormAlert>
      </>
    );
  }
  return (
    <SyllabusImportPage
      title="Syllabuses"
      scope={scope}
      audience={`What you import here is seen only by people in ${user?.schoolName ?? 'your school'}.`}
    />
  );
}
