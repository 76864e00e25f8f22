/**
 * Runs `load`, and once more after `delayMs` if it fails; the second failure is thrown. Used
 * for island code: Firefox rejects the imports still loading when a navigation starts, before
 * the page is gone, so on a page being left the second try never comes; on a phone whose
 * connection dropped for a moment, it brings the island after all.
 */
export async function withOneRetry<T>(load: () => Promise<T>, delayMs: number): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return load();
  }
}
