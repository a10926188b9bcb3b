/** The developer area's URLs (spec §2), named once for its links. */
export const DEV_PATHS = {
  dashboard: '/dev/dashboard',
  schools: '/dev/schools',
  createSchool: '/dev/schools/create',
  school: (schoolId: string) => `/dev/schools/${encodeURIComponent(schoolId)}`,
  users: '/dev/users',
  invitations: '/dev/invitations',
  monitoring: '/dev/monitoring',
  debug: '/dev/debug',
} as const;
