/** Who reads the settings page: whether they manage a school decides two of its sections. */
export type SettingsReader = { schoolId: string | null; managesSchool: boolean };

/** One link on /settings, with the sentence that says what is behind it. */
export type SettingsLink = {
  to: string;
  title: string;
  description: string;
  icon: 'classes' | 'timetable' | 'methods' | 'sync' | 'members' | 'syllabuses';
};

/** `id` names the group's section for the guided tour (`data-tour="settings-<id>"`). */
export type SettingsGroup = {
  id: 'teaching' | 'school' | 'device';
  title: string;
  links: SettingsLink[];
};

const TEACHING: SettingsLink[] = [
  {
    to: '/settings/classes',
    title: 'Classes',
    description: 'The classes you teach: subject, year, syllabus, room and colour.',
    icon: 'classes',
  },
  {
    to: '/settings/timetable',
    title: 'Timetable',
    description: 'Your cycle, the periods of a day, terms, closures, and your own timetable grid.',
    icon: 'timetable',
  },
  {
    to: '/settings/teaching-methods',
    title: 'Teaching methods',
    description: 'The methods you record on lessons and compare in analytics.',
    icon: 'methods',
  },
];

/** Only a school's OWNER or ADMIN reaches these; the routes themselves deny everyone else. */
const SCHOOL: SettingsLink[] = [
  {
    to: '/settings/members',
    title: 'Members',
    description: 'Who is in your school and their roles; the invite code and invitations.',
    icon: 'members',
  },
  {
    to: '/settings/syllabuses',
    title: 'Syllabuses',
    description: 'Import a syllabus only your school sees, or retire one.',
    icon: 'syllabuses',
  },
];

const DEVICE: SettingsLink[] = [
  {
    to: '/settings/sync',
    title: 'Sync',
    description:
      'Changes the server refused, text replaced by another edit, feedback not sent yet.',
    icon: 'sync',
  },
];

/** The sections of /settings for this reader, in the order the page shows them. */
export function settingsGroups(reader: SettingsReader): SettingsGroup[] {
  const groups: SettingsGroup[] = [{ id: 'teaching', title: 'Your teaching', links: TEACHING }];
  if (reader.schoolId !== null && reader.managesSchool) {
    groups.push({ id: 'school', title: 'Your school', links: SCHOOL });
  }
  groups.push({ id: 'device', title: 'This device', links: DEVICE });
  return groups;
}
