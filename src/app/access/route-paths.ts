/** Every route of spec §2, named once so links, guards and tests agree. */
export const PATHS = {
  landing: '/',
  login: '/login',
  register: '/register',
  acceptInvitation: '/accept-invitation',
  /** Not in spec §2: the mailed sign-up / email-change confirmation link (docs/decisions.md). */
  confirmEmail: '/auth/confirm',
  /** Not in spec §2: asks for a mailed reset link (issue 16). */
  forgotPassword: '/forgot-password',
  /** Not in spec §2: where the mailed reset link lands; public, the link itself signs in. */
  resetPassword: '/reset-password',
  onboarding: '/onboarding',
  onboardingTeacher: '/onboarding/teacher',
  onboardingJoin: '/onboarding/join',
  solo: '/solo',
  onboardingLoading: '/onboarding-loading',
  testLoader: '/test-loader',
  dashboard: '/dashboard',
  planner: '/planner',
  resources: '/resources',
  programs: '/programs',
  settings: '/settings',
  settingsClasses: '/settings/classes',
  /** Not in spec §2: timetable set-up, the calendar and the teacher's entries (docs/decisions.md). */
  settingsTimetable: '/settings/timetable',
  /** Not in spec §2: where refused changes and conflicts are reviewed (docs/decisions.md). */
  settingsSync: '/settings/sync',
  /** Not in spec §2: the school's members and invitations, for OWNER and ADMIN (docs/decisions.md). */
  settingsMembers: '/settings/members',
  /** Not in spec §2: a school's own syllabuses, imported by its OWNER or ADMIN (docs/decisions.md). */
  settingsSyllabuses: '/settings/syllabuses',
  /** Not in spec §2: the school's (or a solo teacher's) teaching methods (docs/decisions.md). */
  settingsTeachingMethods: '/settings/teaching-methods',
  /** Not in spec §2: syllabus coverage per class: `/coverage` lists classes, `/coverage/:classId` one. */
  coverage: '/coverage',
  profile: '/profile',
  help: '/help',
  analytics: '/analytics',
  dev: '/dev',
} as const;

export const ANALYTICS_PAGES = [
  { slug: 'overview', title: 'Overview' },
  { slug: 'class-performance', title: 'Class performance' },
  { slug: 'lesson-effectiveness', title: 'Lesson effectiveness' },
  { slug: 'syllabus-coverage', title: 'Syllabus coverage' },
  { slug: 'teaching-methods', title: 'Teaching methods' },
  { slug: 'coverage-trends', title: 'Coverage trends' },
  { slug: 'coverage-gaps', title: 'Coverage gaps' },
] as const;

export const DEV_PAGES = [
  { slug: 'dashboard', title: 'Developer dashboard' },
  { slug: 'schools', title: 'Schools' },
  { slug: 'users', title: 'Users' },
  { slug: 'invitations', title: 'Invitations' },
  { slug: 'syllabus-upload', title: 'Syllabus upload' },
  { slug: 'monitoring', title: 'Monitoring' },
  { slug: 'debug', title: 'Debug' },
] as const;

/** Where a signed-in user goes when no origin was remembered (spec §2). */
export const DEFAULT_SIGNED_IN_PATH = PATHS.dashboard;

/** Query parameter on /login that remembers where an unauthenticated visit was going. */
export const ORIGIN_PARAM = 'next';
