export { isAppError, type AppError, type ErrorSeverity, type ErrorType } from './app-error';
export { classifyError, errorSeverity, type ClassifyInput } from './classify-error';
export {
  ERROR_CATALOGUE,
  ERROR_CODES,
  codeForStatus,
  isErrorCode,
  notFoundMessage,
  type CatalogueEntry,
  type ErrorCode,
} from './error-catalogue';
export * from './error-messages';
export {
  RETRY_DELAY_MS,
  SERVER_RETRY_DELAY_MS,
  isHandledSpecially,
  isRetryable,
  retryDelayFor,
  shouldNotify,
  type PolicyInput,
} from './error-policy';
export { createAppError, normalizeError, type CreateAppErrorOptions } from './normalize-error';
export {
  MUTATION_RETRY_COUNT,
  MUTATION_RETRY_DELAY_MS,
  READ_RETRY_BASE_DELAY_MS,
  READ_RETRY_COUNT,
  READ_RETRY_MAX_DELAY_MS,
  readRetryDelayMs,
  shouldRetryMutation,
  shouldRetryRead,
} from './retry-policy';
export { codeForText, mapErrorMessage } from './text-rules';
export {
  USER_MESSAGES,
  userMessageFor,
  type UserMessage,
  type UserMessageInput,
} from './user-messages';
