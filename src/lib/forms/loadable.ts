/** Something a form loads for itself on page load (password rules, a list of play centres). */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };
