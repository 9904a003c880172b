import { Alert } from '../../components/ui/alert';
import { ApiError } from '../../lib/api-client';

export const LIST_LOAD_ERROR_TEXT = 'The companies could not be loaded. Please refresh the page.';

/** Whether a call failed because the session ended (spec §8: 401). */
export function isSessionExpiredError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Why a list of companies is missing. When the session ended, the session-expired dialog is the
 * one message, and it reloads the page itself: the list adds nothing of its own.
 */
export function ListLoadError({ error }: { error: unknown }) {
  if (isSessionExpiredError(error)) return null;
  return <Alert tone="error">{LIST_LOAD_ERROR_TEXT}</Alert>;
}
