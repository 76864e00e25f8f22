/**
 * Something a page loads for itself, in one of three states: a form's help (password rules, a
 * list of play centres), a part of a play centre's page (hours, notices, classes, the shelf), the
 * shop's children and order summary. One type for all of them.
 */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * Loads it: `ready` with the value, or `failed` (reported) when the call fails. The form works
 * on either way; what it loads is a help, and the server still judges what is sent.
 */
export async function loadInto<T>(
  call: () => Promise<T>,
  report: (error: unknown) => void,
): Promise<Loadable<T>> {
  try {
    return { status: 'ready', value: await call() };
  } catch (error) {
    report(error);
    return { status: 'failed' };
  }
}
