/** What every status without a text of its own is called (spec §8). */
export const unexpectedStatusText = 'An unexpected server error occurred.';

const statusTexts: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/**
 * The message an ApiError carries for a reply status (spec §8). These are for logs and for the
 * text-extraction fallback; a user sees the translated text of `errorTranslationKey`.
 */
export function statusText(status: number): string {
  return statusTexts[status] ?? unexpectedStatusText;
}
