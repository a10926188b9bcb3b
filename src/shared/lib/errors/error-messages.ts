// Spec §8 messages, named so callers and tests share one spelling.

/** Mapped from any error text mentioning a token or JWT. */
export const INVALID_TOKEN_MESSAGE = 'Invalid or expired authentication token';
/** Mapped from any error text mentioning permission or row-level (security). */
export const INSUFFICIENT_PERMISSIONS_MESSAGE = 'Insufficient permissions for this operation';
/** Mapped from any error text mentioning violates or constraint. */
export const CONSTRAINT_VIOLATION_MESSAGE = 'Data constraint violation';

export const USER_NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';
export const FEEDBACK_DISABLED_MESSAGE = 'Feedback submission is currently disabled.';
export const FEEDBACK_SUBMIT_FAILED_MESSAGE = 'Failed to submit feedback';
export const FEEDBACK_INCOMPLETE_MESSAGE = 'Feedback report is not complete yet.';
export const USER_DATA_LOAD_FAILED_MESSAGE = 'Failed to load user data';

/** Used when a thrown value carries no text at all (`throw undefined`, an empty object). */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
