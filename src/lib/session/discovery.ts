/**
 * The identity service's discovery document (OpenID Connect Discovery 1.0), read without
 * oidc-client-ts: the session check needs its `check_session_iframe`, sign-out its
 * `revocation_endpoint` and `end_session_endpoint`. Rejects when it cannot be read in time.
 */
export async function providerMetadata(
  authority: string,
  signal: AbortSignal = AbortSignal.timeout(8000),
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<Record<string, unknown>> {
  const discovery = `${authority.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(discovery, { signal });
  if (!response.ok) throw new Error(`The identity service's discovery answered ${response.status}`);
  const metadata: unknown = await response.json();
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
    throw new Error("The identity service's discovery is not an object");
  return metadata as Record<string, unknown>;
}

/** One address of the metadata, or null when the service has none (or not as a string). */
export function metadataAddress(metadata: Record<string, unknown>, name: string): string | null {
  const value = metadata[name];
  return typeof value === 'string' && value !== '' ? value : null;
}
