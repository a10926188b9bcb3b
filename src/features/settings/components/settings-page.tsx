import { Link } from 'react-router';
import { useSession } from '@/shared/lib/session/session-context';
import { PageHeading } from '@/shared/ui/page-heading';
import { PreferencesSection } from './preferences-section';
import { isSchoolManager } from '../model/member-role-rules';

const SECTIONS = [
  { to: '/settings/classes', label: 'Classes' },
  { to: '/settings/timetable', label: 'Timetable' },
  { to: '/settings/sync', label: 'Sync' },
  { to: '/settings/teaching-methods', label: 'Teaching methods' },
] as const;

/** Only a school's OWNER or ADMIN manages its members; the route itself denies everyone else. */
const MEMBERS_SECTION = { to: '/settings/members', label: 'Members' } as const;
/** Likewise for importing a syllabus only the school sees. */
const SYLLABUSES_SECTION = { to: '/settings/syllabuses', label: 'Syllabuses' } as const;

export function SettingsPage() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const managesSchool = user !== null && user.schoolId !== null && isSchoolManager(user.role);
  const sections = managesSchool ? [...SECTIONS, MEMBERS_SECTION, SYLLABUSES_SECTION] : SECTIONS;
  return (
    <>
      <PageHeading title="Settings" />
      <nav aria-label="Settings sections">
        <ul className="list-disc pl-5">
          {sections.map((section) => (
            <li key={section.to}>
              <Link className="text-primary underline-offset-4 hover:underline" to={section.to}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PreferencesSection />
    </>
  );
}
