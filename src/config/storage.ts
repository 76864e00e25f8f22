/**
 * Storage constants of spec §9, the one place they are defined. Raising `storageVersion`
 * makes every browser ignore and clean the values an older release stored, which is how a
 * release changes the shape of a stored value without reading old shapes.
 */
export const storageVersion = 4;

/** A stored value lives this long unless its writer says otherwise: one year. */
export const storedValueMaxAgeMs = 365 * 24 * 60 * 60 * 1000;

/**
 * Every key this product writes to the browser's storage starts with this, so its entries are
 * told apart from anyone else's on the same origin (and the clean-up touches only ours).
 */
export const storageKeyPrefix = 'playcentre:';

/** Expired and other-version entries are removed this often while a page is open. */
export const storageCleanupIntervalMs = 10_000;
