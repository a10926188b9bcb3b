import { toast } from 'sonner';
import {
  isHandledSpecially,
  normalizeError,
  shouldNotify,
  type AppError,
} from '@/shared/lib/errors';

/**
 * What becomes of a failed read or write (spec §8): `auth` and `critical` are handled specially,
 * `notify` is a plain toast, `silent` is only shown where the page shows its own error state
 * (low severity, or a validation error the form shows beside its field).
 */
export type ErrorRoute = 'silent' | 'notify' | 'auth' | 'critical';

export function errorRouteOf(error: AppError): ErrorRoute {
  // Special first: a critical validation error (a 5xx with 'invalid' in its text) is not silent.
  if (isHandledSpecially(error)) return error.type === 'auth' ? 'auth' : 'critical';
  return shouldNotify(error) ? 'notify' : 'silent';
}

/** How each route reaches the user; the app's are toasts, tests record the calls. */
export interface ErrorNotifier {
  notify(error: AppError): void;
  /** The session has expired or the server refused the caller: one sticky notice. */
  auth(error: AppError): void;
  /** The server is failing: one notice, kept until dismissed, however many reads fail. */
  critical(error: AppError): void;
}

/** Fixed ids: twenty reads failing at once replace one toast instead of stacking twenty. */
export const AUTH_TOAST_ID = 'query-auth';
export const CRITICAL_TOAST_ID = 'query-critical';

export const toastErrorNotifier: ErrorNotifier = {
  // Keyed by the message: the same words from two reads show once.
  notify: (error) => toast.error(error.userMessage, { id: `query-${error.userMessage}` }),
  auth: (error) => toast.error(error.userMessage, { id: AUTH_TOAST_ID, duration: Infinity }),
  critical: (error) =>
    toast.error(error.userMessage, { id: CRITICAL_TOAST_ID, duration: Infinity }),
};

/**
 * Sends a failure the way spec §8 says. A read or write that shows its failure itself (a form's
 * refusal, a dialog's message) passes `meta: { notify: false }` so it is not told twice; so is a
 * plain notice for a read with nothing to show (`shownByPage`: its page shows the error in place
 * of the data). A read that keeps showing older data is told, or its page would pass for current.
 * Auth and critical failures are always handled.
 */
export function reportError(
  notifier: ErrorNotifier,
  error: unknown,
  { meta, shownByPage = false }: { meta: { notify?: boolean } | undefined; shownByPage?: boolean },
): void {
  if (meta?.notify === false) return;
  const appError = normalizeError(error);
  const route = errorRouteOf(appError);
  if (route === 'silent' || (route === 'notify' && shownByPage)) return;
  notifier[route](appError);
}
