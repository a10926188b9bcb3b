import type { AppError } from '@/shared/lib/errors';
import { actionErrorMessage } from '@/shared/lib/result';

export const RESET_LINK_SPENT_MESSAGE =
  'This reset link has expired or has already been used. Ask for a new one below.';
export const RESET_LINK_BROKEN_MESSAGE =
  'This reset link is incomplete. Open the link from the mail again, or ask for a new one.';

/**
 * The auth server's codes that are about what the person typed or the link they followed; the
 * generic text (from the status alone) would say "permission" or "invalid request" instead.
 */
const BY_CODE: Record<string, string> = {
  otp_expired: RESET_LINK_SPENT_MESSAGE,
  reauthentication_not_valid: 'Your current password is not right.',
  reauthentication_needed: 'Enter your current password to choose a new one.',
  same_password: 'Choose a password different from the one you have now.',
};

export function passwordErrorMessage(error: AppError): string {
  return (error.sourceCode && BY_CODE[error.sourceCode]) || actionErrorMessage(error);
}
