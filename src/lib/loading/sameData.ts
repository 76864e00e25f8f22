/**
 * Whether two service answers hold the same data. A store that refreshes what the build or an
 * earlier answer already shows keeps its old object when they do, so nothing that shows it
 * draws again.
 */
export const sameData = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);
