/**
 * The demo accounts `npm run seed` creates and `npm start` prints. Local only: these passwords are
 * public, so the seed refuses to run against anything but the local stack (see seed-demo.ts).
 */
export type DemoAccount = {
  email: string;
  password: string;
  fullName: string;
  /** Role in the demo school; null for the solo teacher and the developer. */
  role: 'OWNER' | 'ADMIN' | 'TEACHER' | 'VIEWER' | null;
  isSolo: boolean;
  isDeveloper: boolean;
  /** Teaching details onboarding would have asked for (profiles.subjects, profiles.year_levels). */
  subjects: readonly string[];
  yearLevels: readonly number[];
};

const PASSWORD = 'planner-demo-2026';

export const DEMO_SCHOOL_NAME = 'Riverside Secondary College';

/**
 * The demo school's invite code: fixed (not random like other schools') so end-to-end tests and
 * people trying the app can join it. Matches the `schools.invite_code` check `^[A-HJ-NP-Z2-9]{8}$`.
 */
export const DEMO_SCHOOL_INVITE_CODE = 'DEMSCHL7';

/** The banner line `npm start` and `npm run seed` print under the demo accounts. */
export const DEMO_SCHOOL_INVITE_LINE = `  demo school invite code: ${DEMO_SCHOOL_INVITE_CODE}`;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'owner@demo.school',
    password: PASSWORD,
    fullName: 'Olivia Owner',
    role: 'OWNER',
    isSolo: false,
    isDeveloper: false,
    subjects: ['Mathematics'],
    yearLevels: [9, 10],
  },
  {
    email: 'admin@demo.school',
    password: PASSWORD,
    fullName: 'Adam Admin',
    role: 'ADMIN',
    isSolo: false,
    isDeveloper: false,
    subjects: ['Mathematics', 'Science'],
    yearLevels: [8],
  },
  {
    email: 'teacher@demo.school',
    password: PASSWORD,
    fullName: 'Tara Teacher',
    role: 'TEACHER',
    isSolo: false,
    isDeveloper: false,
    subjects: ['Mathematics', 'Science'],
    yearLevels: [7, 8],
  },
  {
    email: 'viewer@demo.school',
    password: PASSWORD,
    fullName: 'Victor Viewer',
    role: 'VIEWER',
    isSolo: false,
    isDeveloper: false,
    subjects: [],
    yearLevels: [],
  },
  {
    email: 'solo@demo.school',
    password: PASSWORD,
    fullName: 'Sam Solo',
    role: null,
    isSolo: true,
    isDeveloper: false,
    subjects: ['Mathematics'],
    yearLevels: [7],
  },
  {
    email: 'developer@demo.school',
    password: PASSWORD,
    fullName: 'Dana Developer',
    role: null,
    isSolo: false,
    isDeveloper: true,
    subjects: [],
    yearLevels: [],
  },
];

export function formatDemoAccounts(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string {
  const rows = accounts.map((a) => {
    const what = a.isDeveloper ? 'developer' : a.isSolo ? 'solo teacher' : a.role!.toLowerCase();
    return `  ${what.padEnd(13)} ${a.email.padEnd(24)} ${a.password}`;
  });
  return ['Demo accounts (local only):', ...rows].join('\n');
}
