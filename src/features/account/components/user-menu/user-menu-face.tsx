import { ChevronDown } from 'lucide-react';
import type { SessionUser } from '@/shared/lib/session/session-source';

/** Up to two initials of the name, or the address's first letter when there is no name. */
export function initialsOf(user: Pick<SessionUser, 'fullName' | 'email'>): string {
  const words = (user.fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? [words[0], words.at(-1)].slice(0, words.length) : [user.email];
  return letters
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}

export const displayNameOf = (user: Pick<SessionUser, 'fullName' | 'email'>) =>
  user.fullName?.trim() || user.email;

/** What the closed menu shows: initials, and the name where the header has room. */
export function UserMenuFace({ user }: { user: SessionUser }) {
  return (
    <>
      <span
        aria-hidden
        className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      >
        {initialsOf(user)}
      </span>
      <span className="hidden max-w-40 truncate text-sm font-medium lg:inline">
        {displayNameOf(user)}
      </span>
      <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
    </>
  );
}

export const TRIGGER_CLASS =
  'inline-flex h-9 items-center gap-2 rounded-md px-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-muted';

export const USER_MENU_LABEL = 'Account menu';
