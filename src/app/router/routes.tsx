import { Navigate, type RouteObject } from 'react-router';
import { PATHS } from '../access/route-paths';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { AccessGuard } from '../guards/access-guard';
import { RoleGuard, type RouteHandle } from '../guards/role-guard';
import { NotFoundPage } from '../layouts/not-found-page';
import { OnboardingLayout } from '../layouts/onboarding-layout';
import { PublicLayout } from '../layouts/public-layout';
import { lazyPage } from './lazy-page';

const account = {
  login: () => import('@/features/account/components/login-page'),
  profile: () => import('@/features/account/components/profile-page'),
};
const analytics = {
  overview: () => import('@/features/analytics/components/overview-page'),
  classPerformance: () => import('@/features/analytics/components/class-performance-page'),
  lessonEffectiveness: () => import('@/features/analytics/components/lesson-effectiveness-page'),
  syllabusCoverage: () => import('@/features/analytics/components/syllabus-coverage-page'),
  teachingMethods: () => import('@/features/analytics/components/teaching-methods-page'),
  coverageTrends: () => import('@/features/analytics/components/coverage-trends-page'),
  coverageGaps: () => import('@/features/analytics/components/coverage-gaps-page'),
};

/** OWNER passes too: hasRequiredRole lets OWNER and ADMIN through any requirement. */
const managersOnly: RouteHandle = { requiredRole: 'ADMIN' };

const publicRoutes: RouteObject = {
  Component: PublicLayout,
  children: [
    lazyPage(
      PATHS.landing,
      () => import('@/features/landing/components/landing-page'),
      (m) => m.LandingPage,
    ),
    lazyPage(PATHS.login, account.login, (m) => m.LoginPage),
    lazyPage(
      PATHS.register,
      () => import('@/features/account/components/register-page'),
      (m) => m.RegisterPage,
    ),
    lazyPage(
      PATHS.confirmEmail,
      () => import('@/features/account/components/confirm-email-page'),
      (m) => m.ConfirmEmailPage,
    ),
    lazyPage(
      PATHS.forgotPassword,
      () => import('@/features/account/components/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
    lazyPage(
      PATHS.resetPassword,
      () => import('@/features/account/components/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
    lazyPage(
      PATHS.acceptInvitation,
      () => import('@/features/account/components/accept-invitation-page'),
      (m) => m.AcceptInvitationPage,
    ),
    { path: '*', Component: NotFoundPage },
  ],
};

const onboardingRoutes: RouteObject = {
  Component: OnboardingLayout,
  children: [
    lazyPage(
      PATHS.onboarding,
      () => import('@/features/onboarding/components/onboarding-page'),
      (m) => m.OnboardingPage,
    ),
    lazyPage(
      PATHS.onboardingTeacher,
      () => import('@/features/onboarding/components/teacher-onboarding-page'),
      (m) => m.TeacherOnboardingPage,
    ),
    lazyPage(
      PATHS.onboardingJoin,
      () => import('@/features/onboarding/components/join-school-page'),
      (m) => m.JoinSchoolPage,
    ),
    lazyPage(
      PATHS.solo,
      () => import('@/features/onboarding/components/solo-page'),
      (m) => m.SoloPage,
    ),
    lazyPage(
      PATHS.onboardingLoading,
      () => import('@/features/onboarding/components/onboarding-loading-page'),
      (m) => m.OnboardingLoadingPage,
    ),
    lazyPage(
      PATHS.testLoader,
      () => import('@/features/onboarding/components/test-loader-page'),
      (m) => m.TestLoaderPage,
    ),
  ],
};

/** Signed-in layouts load with their first page, so the landing and sign-in pages stay light. */
const layouts = {
  main: async () => ({
    Component: (await import('../layouts/main-layout/main-layout')).MainLayout,
  }),
  analytics: async () => ({
    Component: (await import('../layouts/analytics-layout')).AnalyticsLayout,
  }),
  dev: async () => ({ Component: (await import('../layouts/dev-layout')).DevLayout }),
};

const analyticsRoutes: RouteObject = {
  path: PATHS.analytics,
  lazy: layouts.analytics,
  children: [
    // One URL per page: the bare /analytics opens the overview.
    { index: true, element: <Navigate to="overview" replace /> },
    lazyPage('overview', analytics.overview, (m) => m.OverviewPage),
    lazyPage('class-performance', analytics.classPerformance, (m) => m.ClassPerformancePage),
    lazyPage(
      'lesson-effectiveness',
      analytics.lessonEffectiveness,
      (m) => m.LessonEffectivenessPage,
    ),
    lazyPage('syllabus-coverage', analytics.syllabusCoverage, (m) => m.SyllabusCoveragePage),
    lazyPage('teaching-methods', analytics.teachingMethods, (m) => m.TeachingMethodsPage),
    lazyPage('coverage-trends', analytics.coverageTrends, (m) => m.CoverageTrendsPage),
    lazyPage('coverage-gaps', analytics.coverageGaps, (m) => m.CoverageGapsPage),
  ],
};

const mainRoutes: RouteObject = {
  lazy: layouts.main,
  children: [
    {
      Component: RoleGuard,
      children: [
        lazyPage(
          PATHS.dashboard,
          () => import('@/features/dashboard/components/dashboard-page'),
          (m) => m.DashboardPage,
        ),
        lazyPage(
          PATHS.planner,
          () => import('@/features/planner/components/planner-page'),
          (m) => m.PlannerPage,
        ),
        lazyPage(
          PATHS.resources,
          () => import('@/features/resources/components/resources-page'),
          (m) => m.ResourcesPage,
        ),
        lazyPage(
          PATHS.programs,
          () => import('@/features/programs/components/programs-page'),
          (m) => m.ProgramsPage,
        ),
        lazyPage(
          PATHS.settings,
          () => import('@/features/settings/components/settings-page'),
          (m) => m.SettingsPage,
        ),
        lazyPage(
          PATHS.settingsClasses,
          () => import('@/features/classes/components/classes-page'),
          (m) => m.ClassesPage,
        ),
        lazyPage(
          PATHS.settingsTimetable,
          () => import('@/features/timetable/components/timetable-page'),
          (m) => m.TimetablePage,
        ),
        lazyPage(
          PATHS.settingsSync,
          () => import('@/features/settings/components/sync-page'),
          (m) => m.SyncPage,
        ),
        lazyPage(
          PATHS.settingsMembers,
          () => import('@/features/settings/components/members-page'),
          (m) => m.MembersPage,
          { handle: managersOnly },
        ),
        lazyPage(
          PATHS.settingsSyllabuses,
          () => import('@/features/syllabus/components/import/school-syllabuses-page'),
          (m) => m.SchoolSyllabusesPage,
          { handle: managersOnly },
        ),
        lazyPage(
          PATHS.settingsTeachingMethods,
          () => import('@/features/settings/components/teaching-methods-page'),
          (m) => m.TeachingMethodsPage,
        ),
        lazyPage(
          PATHS.coverage,
          () => import('@/features/syllabus/components/coverage/coverage-overview-page'),
          (m) => m.CoverageOverviewPage,
        ),
        lazyPage(
          `${PATHS.coverage}/:classId`,
          () => import('@/features/syllabus/components/coverage/class-coverage-page'),
          (m) => m.ClassCoveragePage,
        ),
        lazyPage(PATHS.profile, account.profile, (m) => m.ProfilePage),
        // /help and one URL per article (/help/:slug), so a search result or a link in another
        // article opens it; one route, so the page stays mounted from one article to the next.
        lazyPage(
          `${PATHS.help}/:slug?`,
          () => import('@/features/help/components/help-page'),
          (m) => m.HelpPage,
        ),
        analyticsRoutes,
      ],
    },
  ],
};

const devRoutes: RouteObject = {
  path: PATHS.dev,
  lazy: layouts.dev,
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    lazyPage(
      'dashboard',
      () => import('@/features/dev/components/dev-dashboard-page'),
      (m) => m.DevDashboardPage,
    ),
    lazyPage(
      'schools',
      () => import('@/features/dev/components/schools-page'),
      (m) => m.SchoolsPage,
    ),
    lazyPage(
      'schools/create',
      () => import('@/features/dev/components/create-school-page'),
      (m) => m.CreateSchoolPage,
    ),
    lazyPage(
      'schools/:id',
      () => import('@/features/dev/components/school-detail-page'),
      (m) => m.SchoolDetailPage,
    ),
    lazyPage(
      'users',
      () => import('@/features/dev/components/users-page'),
      (m) => m.UsersPage,
    ),
    lazyPage(
      'invitations',
      () => import('@/features/dev/components/invitations-page'),
      (m) => m.InvitationsPage,
    ),
    lazyPage(
      'syllabus-upload',
      () => import('@/features/syllabus/components/import/dev-syllabus-upload-page'),
      (m) => m.DevSyllabusUploadPage,
    ),
    lazyPage(
      'monitoring',
      () => import('@/features/dev/components/monitoring-page'),
      (m) => m.MonitoringPage,
    ),
    lazyPage(
      'debug',
      () => import('@/features/dev/components/debug-page'),
      (m) => m.DebugPage,
    ),
  ],
};

/**
 * Every route of spec §2. AccessGuard sits above all layouts so one pure function decides every
 * navigation; the root error boundary is the app-level one, each page carries a route-level one.
 */
export const routes: RouteObject[] = [
  {
    Component: AccessGuard,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: () => null,
    children: [publicRoutes, onboardingRoutes, mainRoutes, devRoutes],
  },
];
