import { createContext, use } from 'react';
import type { AppError } from '@/shared/lib/errors';
import type { ActionResult } from '@/shared/lib/result';

export type InvitationStatus = 'pending' | 'expired' | 'used' | 'revoked' | 'unknown';

/** What the public /accept-invitation page may show before sign-in. */
export type InvitationPreview = {
  status: InvitationStatus;
  schoolName: string | null;
  email: string | null;
  role: 'OWNER' | 'ADMIN' | 'TEACHER' | 'VIEWER' | null;
  expiresAt: string | null;
};

export type SignOutResult =
  | { ok: true }
  /** Changes made on this device have not reached the server; signing out would delete them. */
  | { ok: false; reason: 'unsynced'; pending: number }
  | { ok: false; reason: 'failed'; error: AppError };

/**
 * What a sign-up led to: a session at once (a server that auto-confirms), or a mailed link to
 * follow first. The server answers both a new and a taken address with the latter, so the page
 * says the same either way (issue 12 item 8).
 */
export type SignUpOutcome = { kind: 'signed-in' } | { kind: 'confirmation-sent' };

/** The mailed links /auth/confirm follows (supabase-js `verifyOtp` types). */
export type EmailLinkType = 'email' | 'signup' | 'email_change';

/** What sign-in, sign-up, sign-out and invitations ask of the server; the app implements it. */
export interface AccountActions {
  signIn(email: string, password: string): Promise<ActionResult>;
  signUp(input: {
    email: string;
    password: string;
    fullName: string;
  }): Promise<ActionResult<SignUpOutcome>>;
  /** Follows a mailed confirmation link: confirms the address and signs in. */
  confirmEmail(tokenHash: string, type: EmailLinkType): Promise<ActionResult>;
  /**
   * Sends what this device still holds, then signs out and deletes this user's data from the
   * device. With changes still unsent it refuses (`unsynced`) unless `discardUnsynced` is set.
   */
  signOut(options: { discardUnsynced: boolean }): Promise<SignOutResult>;
  /**
   * Mails a link to /reset-password when the address has an account; answers the same either way
   * (supabase-js `resetPasswordForEmail`), so the page never tells whether it exists.
   */
  requestPasswordReset(email: string): Promise<ActionResult>;
  /** Follows a mailed recovery link: the code signs the person in to choose a new password. */
  openRecoveryLink(tokenHash: string): Promise<ActionResult>;
  /**
   * Sets a new password for whoever is signed in (supabase-js `updateUser`). The current password
   * is needed except right after a recovery link; the server says which (`reauthentication_needed`).
   */
  changePassword(input: { password: string; currentPassword?: string }): Promise<ActionResult>;
  previewInvitation(token: string): Promise<ActionResult<InvitationPreview>>;
  acceptInvitation(token: string): Promise<ActionResult<{ schoolName: string }>>;
}

export const AccountActionsContext = createContext<AccountActions | null>(null);

export function useAccountActions(): AccountActions {
  const actions = use(AccountActionsContext);
  if (!actions) throw new Error('useAccountActions needs AccountActionsContext');
  return actions;
}
