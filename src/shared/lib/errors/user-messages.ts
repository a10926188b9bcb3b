import type { ErrorSeverity, ErrorType } from './app-error';
import type { ErrorCode } from './error-catalogue';

/** What the user reads. network, sessionExpired and server are worded by spec §8; the rest are ours. */
export const USER_MESSAGES = {
  network: 'Please check your internet connection and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: "You don't have permission to do that.",
  server: 'Server error occurred. Please try again in a moment.',
  validation: 'Some of the information entered is not valid. Please check it and try again.',
  notFound: "We couldn't find that. It may have been deleted.",
  conflict: 'This was changed somewhere else. Refresh and try again.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  client: "That request couldn't be completed. Please try again.",
  unknown: 'Something went wrong. Please try again.',
} as const;

export type UserMessage = (typeof USER_MESSAGES)[keyof typeof USER_MESSAGES];

export interface UserMessageInput {
  readonly type: ErrorType;
  readonly severity: ErrorSeverity;
  readonly code: ErrorCode | null;
}

/** By type and severity; the code only refines wording within a type (403 is not an expired session). */
export function userMessageFor({ type, severity, code }: UserMessageInput): UserMessage {
  if (severity === 'critical') return USER_MESSAGES.server;
  switch (type) {
    case 'network':
      return USER_MESSAGES.network;
    case 'auth':
      return code === 'FORBIDDEN' ? USER_MESSAGES.forbidden : USER_MESSAGES.sessionExpired;
    case 'server':
      return USER_MESSAGES.server;
    case 'validation':
      return USER_MESSAGES.validation;
    case 'client':
      return clientMessage(code);
    case 'unknown':
      return USER_MESSAGES.unknown;
  }
}

function clientMessage(code: ErrorCode | null): UserMessage {
  if (code === 'NOT_FOUND') return USER_MESSAGES.notFound;
  if (code === 'CONFLICT') return USER_MESSAGES.conflict;
  if (code === 'RATE_LIMIT_EXCEEDED') return USER_MESSAGES.rateLimited;
  return USER_MESSAGES.client;
}
