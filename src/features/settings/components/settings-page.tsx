import {
  BookOpen,
  CalendarClock,
  Lightbulb,
  RefreshCw,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/shared/lib/session/session-context';
import { PageHeading } from '@/shared/ui/page-heading';
import { isSchoolManager } from '../model/member-role-rules';
import { settingsGroups, type SettingsGroup, type SettingsLink } from '../model/settings-sections';
import { PreferencesSection } from './preferences-section';

const ICONS: Record<SettingsLink['icon'], LucideIcon> = {
  classes: UsersRound,
  timetable: CalendarClock,
  methods: Lightbulb,
  sync: RefreshCw,
  members: Users,
  syllabuses: BookOpen,
};

/** /settings: the settings pages as sections with what each holds, then the preferences. */
export function SettingsPage() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const groups = settingsGroups({
    schoolId: user?.schoolId ?? null,
    managesSchool: user !== null && isSchoolManager(user.role),
  });
  return (
    <>
      <PageHeading title="Settings" />
      <nav aria-label="Settings sections" className="max-w-4xl space-y-8">
        {groups.map((group) => (
          <Group key={group.title} group={group} />
        ))}
      </nav>
      <PreferencesSection />
    </>
  );
}

function Group({ group }: { group: SettingsGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-tour={`settings-${group.id}`} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {group.title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {group.links.map((link) => (
          <SectionCard key={link.to} link={link} />
        ))}
      </ul>
    </section>
  );
}

/** The whole card is the link's target (its ::after covers the card); the title names it. */
function SectionCard({ link }: { link: SettingsLink }) {
  const Icon = ICONS[link.icon];
  const descriptionId = useId();
  return (
    <li className="relative flex gap-3 rounded-lg border border-border bg-card p-4 hover:bg-muted/60 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="space-y-1">
        <h3 className="font-medium">
          <Link
            to={link.to}
            aria-describedby={descriptionId}
            className="outline-none after:absolute after:inset-0 after:rounded-lg"
          >
            {link.title}
          </Link>
        </h3>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {link.description}
        </p>
      </div>
    </li>
  );
}
