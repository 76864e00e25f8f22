/**
 * How long each side waits. The Function gives the identity service ten seconds (confirming is
 * one database write: far beyond a healthy reply, short enough that a parent on a phone gets an
 * answer and a "try again" instead of a spinner, well inside Cloudflare's limits); its
 * environment's `IDENTITY_TIMEOUT_MS` overrides that. The page waits five seconds longer for the
 * Function, so normally it is the Function that reports the time-out.
 */
export const defaultIdentityTimeoutMs = 10_000;

export const pageTimeoutMs = defaultIdentityTimeoutMs + 5_000;
