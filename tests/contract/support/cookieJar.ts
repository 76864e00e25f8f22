/**
 * Just enough of a browser's cookie jar for following the OIDC redirects from Node: keeps the
 * last value of every cookie and forgets cleared ones. Paths are ignored (every cookie goes
 * everywhere), which only ever sends more than a browser would, never less.
 */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** Takes in the Set-Cookie headers of a reply. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const cleared = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.trim().split('=');
        return (
          (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) ||
          (key.toLowerCase() === 'expires' && Date.parse(attributeValue) < Date.now())
        );
      });
      if (cleared || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return this.#cookies.has(name);
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  /** The Cookie header to send. */
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** fetch that sends and keeps cookies and does not follow redirects. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#cookies.size > 0) headers.set('Cookie', this.header());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }
}
