import type { AppError } from '../errors';
import { readRawError } from '../errors/read-raw-error';

/**
 * What an action the UI starts (sign in, join a school, invite someone) gives back. Expected failures
 * are values carrying the normalized error, so a form shows the message and keeps what was typed;
 * `throw` stays for bugs.
 */
export type ActionResult<T = void> = { ok: true; value: T } | { ok: false; error: AppError };

export const succeeded = <T>(value: T): ActionResult<T> => ({ ok: true, value });
export const failed = (error: AppError): ActionResult<never> => ({ ok: false, error });

/** Our migrations raise rule violations with a stable UPPER_SNAKE hint and a sentence for people. */
const SERVER_RULE_HINT = /^[A-Z][A-Z0-9_]+$/;

/**
 * The sentence a form shows for a failed action. A rule of ours the server enforced ('No school has
 * this invite code', 'Developer permissions required') is shown in its own words, unsanitized: we
 * wrote it for people. So are validation answers ('Invalid login credentials'). Everything else
 * reads as the error catalogue's user message for its type and severity (spec §8).
 */
export function actionErrorMessage(error: AppError): string {
  if (error.hint !== null && SERVER_RULE_HINT.test(error.hint)) {
    const own = readRawError(error.cause).message;
    if (own !== '') return own;
  }
  return error.type === 'validation' ? error.message : error.userMessage;
}
