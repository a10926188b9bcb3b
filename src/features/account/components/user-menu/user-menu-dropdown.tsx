import { Check, LogOut, Monitor, Moon, Settings, Sun, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SessionUser } from '@/shared/lib/session/session-source';
import type { Theme } from '@/shared/lib/theme/theme';
import { useTheme } from '@/shared/lib/theme/theme-context';
import { roleText } from '../../model/profile-rules';
import { SignOutConfirmDialog } from '../sign-out/sign-out-confirm-dialog';
import { useSignOut } from '../sign-out/use-sign-out';
import { displayNameOf, TRIGGER_CLASS, USER_MENU_LABEL, UserMenuFace } from './user-menu-face';

const THEMES: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

const ITEM_CLASS =
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted';

/** "Hill School · Owner", "Working solo", or the developer area. */
export function whereText(user: SessionUser): string {
  if (user.isDeveloper) return 'Developer';
  if (user.schoolName === null) return 'Working solo';
  const role = roleText(user.role);
  return role ? `${user.schoolName} · ${role}` : user.schoolName;
}

/** Profile for everyone set up; Settings only where a developer is not sent away from it. */
function linksFor(user: SessionUser) {
  if (user.account !== 'ready' && !user.isDeveloper) return [];
  const profile = { to: '/profile', label: 'Profile', Icon: UserRound };
  return user.isDeveloper
    ? [profile]
    : [profile, { to: '/settings', label: 'Settings', Icon: Settings }];
}

export function UserMenuDropdown({
  user,
  focusFirstItem,
}: {
  user: SessionUser;
  /** Opened from the keyboard before this chunk loaded: start on the first item, as Radix would. */
  focusFirstItem: boolean;
}) {
  const { theme, setTheme } = useTheme();
  const flow = useSignOut();
  const firstFocusDone = useRef(false);
  useEffect(() => {
    if (flow.problem) toast.error(flow.problem);
  }, [flow.problem]);

  return (
    <>
      <DropdownMenu.Root defaultOpen modal={false}>
        <DropdownMenu.Trigger aria-label={USER_MENU_LABEL} className={TRIGGER_CLASS}>
          <UserMenuFace user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 w-64 rounded-md border border-border bg-background p-1 text-foreground shadow-lg"
            // Radix focuses the content itself on open; a keyboard open moves on to the first
            // item, once (later focus returning to the content is the user's own doing).
            onFocus={(event) => {
              if (!focusFirstItem || firstFocusDone.current) return;
              if (event.target !== event.currentTarget) return;
              firstFocusDone.current = true;
              event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
            }}
          >
            <DropdownMenu.Label className="px-2 py-1.5">
              <span className="block truncate text-sm font-semibold">{displayNameOf(user)}</span>
              <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
              <span
                data-testid="user-menu-where"
                className="block truncate text-xs text-muted-foreground"
              >
                {whereText(user)}
              </span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            {linksFor(user).map(({ to, label, Icon }) => (
              <DropdownMenu.Item key={to} asChild className={ITEM_CLASS}>
                <Link to={to}>
                  <Icon aria-hidden className="size-4 text-muted-foreground" />
                  {label}
                </Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Label className="px-2 pt-1 text-xs font-medium text-muted-foreground">
              Theme
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              aria-label="Theme"
              value={theme}
              onValueChange={(value) => setTheme(value as Theme)}
            >
              {THEMES.map(({ value, label, Icon }) => (
                <DropdownMenu.RadioItem
                  key={value}
                  value={value}
                  className={ITEM_CLASS}
                  // Keep the menu open so the change can be seen and undone.
                  onSelect={(event) => event.preventDefault()}
                >
                  <Icon aria-hidden className="size-4 text-muted-foreground" />
                  {label}
                  <DropdownMenu.ItemIndicator className="ml-auto">
                    <Check aria-hidden className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item
              className={ITEM_CLASS}
              disabled={flow.busy}
              onSelect={() => void flow.signOut(false)}
            >
              <LogOut aria-hidden className="size-4 text-muted-foreground" />
              {flow.busy ? 'Signing out…' : 'Sign out'}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SignOutConfirmDialog flow={flow} />
    </>
  );
}
