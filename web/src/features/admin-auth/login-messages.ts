import { ApiError } from '../../lib/api-client';

/** docs/PRODUCT.md §3.1, word for word. */
export const LOGIN_MESSAGES = {
  incomplete: { title: 'Incomplete Credentials', description: 'Please enter both username and password.' },
  denied: { title: 'Access Denied', description: 'Invalid credentials. Please check your username and password.' },
  inline: 'Authentication failed. Please verify your credentials and try again.',
  granted: (fullName: string) => ({ title: 'Mission Control Access Granted', description: `Welcome back, ${fullName}` }),
} as const;

/**
 * The toast for a failed sign-in: 'Access Denied' for refused credentials; a refusal of another kind
 * (too many attempts) keeps the title with the server's own reason, and a dead network says so.
 */
export function loginFailure(error: unknown): { title: string; description: string } {
  if (!(error instanceof ApiError)) {
    return { title: LOGIN_MESSAGES.denied.title, description: 'Mission Control could not be reached. Check the connection and try again.' };
  }
  if (error.status === 401 || error.status === 400 || !error.body?.error.message) return LOGIN_MESSAGES.denied;
  return { title: LOGIN_MESSAGES.denied.title, description: error.body.error.message };
}

/**
 * The inline alert under a failed sign-in: the words of docs/PRODUCT.md §3.1, except when the server refused to check at all
 * (too many attempts), where its reason and the wait matter more.
 */
export function inlineLoginFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.body?.error.message) return error.body.error.message;
  return LOGIN_MESSAGES.inline;
}
