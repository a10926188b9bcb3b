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
};

const PASSWORD = 'planner-demo-2026';

export const DEMO_SCHOOL_NAME = 'Riverside Secondary College';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'owner@demo.school',
    password: PASSWORD,
    fullName: 'Olivia Owner',
    role: 'OWNER',
    isSolo: false,
    isDeveloper: false,
  },
  {
    email: 'admin@demo.school',
    password: PASSWORD,
    fullName: 'Adam Admin',
    role: 'ADMIN',
    isSolo: false,
    isDeveloper: false,
  },
  {
    email: 'teacher@demo.school',
    password: PASSWORD,
    fullName: 'Tara Teacher',
    role: 'TEACHER',
    isSolo: false,
    isDeveloper: false,
  },
  {
    email: 'viewer@demo.school',
    password: PASSWORD,
    fullName: 'Victor Viewer',
    role: 'VIEWER',
    isSolo: false,
    isDeveloper: false,
  },
  {
    email: 'solo@demo.school',
    password: PASSWORD,
    fullName: 'Sam Solo',
    role: null,
    isSolo: true,
    isDeveloper: false,
  },
  {
    email: 'developer@demo.school',
    password: PASSWORD,
    fullName: 'Dana Developer',
    role: null,
    isSolo: false,
    isDeveloper: true,
  },
];

export function formatDemoAccounts(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string {
  const rows = accounts.map((a) => {
    const what = a.isDeveloper ? 'developer' : a.isSolo ? 'solo teacher' : a.role!.toLowerCase();
    return `  ${what.padEnd(13)} ${a.email.padEnd(24)} ${a.password}`;
  });
  return ['Demo accounts (local only):', ...rows].join('\n');
}
