import { Outlet } from 'react-router';
import { UserMenuSlot } from './user-menu-slot';
import { BrandLink } from './brand-link';

/** A focused, centred column: onboarding asks one thing at a time. */
export function OnboardingLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="flex h-14 items-center justify-between px-4">
        <BrandLink />
        <UserMenuSlot />
      </header>
      <main id="main" className="mx-auto w-full max-w-xl flex-1 p-4 md:py-12">
        <div className="rounded-xl border border-border bg-background p-6 shadow-sm">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
