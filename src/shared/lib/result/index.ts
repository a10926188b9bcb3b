export { actionErrorMessage, failed, succeeded, type ActionResult } from './action-result';
