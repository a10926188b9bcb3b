import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useGuidedTour } from '@/shared/lib/assistance/assistance-context';
import { useSession } from '@/shared/lib/session/session-context';
import type { SessionUser } from '@/shared/lib/session/session-source';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import { useProfileCommands } from '../commands/use-profile-commands';
import { roleText, schoolText } from '../model/profile-rules';
import { useProfile } from '../queries/use-profile';
import { ProfileNameForm } from './profile-name-form';
import { SignOutSection } from './sign-out-section';

/** Its own chunk (with the export's reads): the route's initial JS stays within budget. */
const DownloadDataButton = lazy(() =>
  import('./download-data-button').then((module) => ({ default: module.DownloadDataButton })),
);

/** Its form rules (valibot, the resolver) would push /profile over the route budget: lazy. */
const ChangePasswordForm = lazy(() =>
  import('./change-password-form').then((module) => ({ default: module.ChangePasswordForm })),
);

export function ProfilePage() {
  const session = useSession();
  // The route sits behind the signed-in guard; this covers the moment of signing out.
  if (session.status !== 'signed-in') return <PageHeading title="Profile" />;
  return <SignedInProfile user={session.user} />;
}

function SignedInProfile({ user }: { user: SessionUser }) {
  const profile = useProfile(user.id);
  const commands = useProfileCommands(user.id);
  const isSolo = profile?.is_solo_user ?? (user.account === 'ready' && !user.isDeveloper);
  const role = roleText(user.role);

  return (
    <div className="max-w-xl space-y-8">
      <PageHeading title="Profile" />
      <ProfileSection title="Your details">
        {profile === undefined || commands === null ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your profile…
          </p>
        ) : profile === null ? (
          <p role="status" className="text-sm text-muted-foreground">
            Your profile is still on its way to this device. You can change your name once it has
            arrived.
          </p>
        ) : (
          <ProfileNameForm fullName={profile.full_name} commands={commands} />
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Email</dt>
          <dd>{user.email}</dd>
          <dt className="text-muted-foreground">School</dt>
          <dd>{schoolText(user, isSolo)}</dd>
          {role !== null && (
            <>
              <dt className="text-muted-foreground">Role</dt>
              <dd>{role}</dd>
            </>
          )}
        </dl>
      </ProfileSection>
      <ProfileSection
        title="Password"
        description="Choose a new password. You will stay signed in here; other devices are signed out."
      >
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
          <ChangePasswordForm />
        </Suspense>
      </ProfileSection>
      <ProfileSection
        title="Your data"
        description="A JSON file of everything this device holds for you, including changes not yet synced."
      >
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
          <DownloadDataButton user={user} />
        </Suspense>
      </ProfileSection>
      <GuidedTourSection />
      <ProfileSection
        title="Sign out"
        description="Signing out removes your data from this device; it stays on the server."
      >
        <SignOutSection />
      </ProfileSection>
    </div>
  );
}

/** Spec §4: Restart resets the tour's completed flag and starts it again (from the dashboard). */
function GuidedTourSection() {
  const tour = useGuidedTour();
  if (!tour.available) return null;
  return (
    <ProfileSection
      title="Guided tour"
      description="A 17-step walk through the dashboard, planner, analytics, resources and settings."
    >
      <Button type="button" variant="outline" onClick={tour.restart}>
        Restart the guided tour
      </Button>
    </ProfileSection>
  );
}

function ProfileSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
