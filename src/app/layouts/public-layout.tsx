import { Outlet } from 'react-router';
import { ThemeSwitcher } from '../theme/theme-switcher';
import { BrandLink } from './brand-link';

/** Landing, sign-in, sign-up, invitations and the not-found page. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-14 items-center justify-between border-b border-border px-4">
        <BrandLink />
        <ThemeSwitcher />
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}
