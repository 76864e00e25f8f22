import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { get } from 'node:https';

/** The claims of a verified access token that the main API uses. */
export interface AccessTokenClaims {
  sub: string;
  iss: string;
  aud: string | string[];
  exp: number;
  client_id?: string;
  role?: string | string[];
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Trusted CA for the identity stand-in's https (the local self-signed certificate). */
  ca: string;
}

function getJson(url: string, ca: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    }).on('error', reject);
  });
}

function decode(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Verifies the identity stand-in's JWT access tokens the way a real resource server does:
 * RS256 signature with a key from the provider's published JWKS (fetched on first use and
 * again when a token names an unknown key, as after the identity stand-in restarted), the
 * `at+jwt` type (so an ID token is not accepted as an access token), issuer, audience and expiry.
 * Gives the claims, or the reason the token is refused.
 */
export function createTokenVerifier({ issuer, audience, ca }: TokenVerifierOptions) {
  let keys = new Map<string, KeyObject>();

  async function keyFor(kid: string): Promise<KeyObject | undefined> {
    if (!keys.has(kid)) {
      const jwks = (await getJson(`${issuer}/jwks`, ca)) as { keys?: (JsonWebKey & { kid?: string })[] };
      keys = new Map(
        (jwks.keys ?? []).map((jwk) => [String(jwk.kid), createPublicKey({ key: jwk, format: 'jwk' })]),
      );
    }
    return keys.get(kid);
  }

  return async function verifyAccessToken(token: string): Promise<AccessTokenClaims | string> {
    const [headerPart = '', payloadPart = '', signaturePart = '', ...rest] = token.split('.');
    const header = decode(headerPart);
    const claims = decode(payloadPart);
    if (rest.length > 0 || !header || !claims || signaturePart === '') return 'The token is not a JWT.';
    if (header['alg'] !== 'RS256' || header['typ'] !== 'at+jwt')
      return 'The token is not an RS256 access token.';
    const key = await keyFor(String(header['kid'])).catch(() => undefined);
    if (!key) return 'The token was signed with an unknown key.';
    const signed = Buffer.from(`${headerPart}.${payloadPart}`);
    if (!verify('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url')))
      return 'The signature is invalid.';
    if (claims['iss'] !== issuer) return 'The token was issued by another issuer.';
    const audiences = ([] as unknown[]).concat(claims['aud']);
    if (!audiences.includes(audience)) return 'The token is not for this API.';
    if (typeof claims['exp'] !== 'number' || claims['exp'] * 1000 <= Date.now())
      return 'The token has expired.';
    if (typeof claims['sub'] !== 'string') return 'The token has no subject.';
    return claims as unknown as AccessTokenClaims;
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
