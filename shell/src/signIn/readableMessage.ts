/** The message of whatever was thrown, for a toast or an inline error. */
export function readableMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'an unexpected error occurred';
}
