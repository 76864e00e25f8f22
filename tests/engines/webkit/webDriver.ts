/**
 * The few W3C WebDriver (classic) commands the suite sends to WebKitWebDriver, over plain
 * `fetch`: a client library would bring a driver manager and a hundred packages for a dozen
 * HTTP calls. https://w3c.github.io/webdriver/
 */

/** The key under which WebDriver returns a found element's reference. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';

export class WebDriverError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.name = 'WebDriverError';
    this.code = code;
  }
}

async function send<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const reply = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok)
    throw new WebDriverError(reply.value.error ?? String(response.status), reply.value.message ?? '');
  return reply.value;
}

export interface SessionCapabilities {
  browserName: string;
  browserVersion: string;
}

/**
 * One WebDriver session: one browser, one profile, one or more windows. Commands go to the
 * session's current window (`switchTo` picks it).
 */
export class WebDriverSession {
  private readonly base: string;
  readonly capabilities: SessionCapabilities;

  private constructor(base: string, capabilities: SessionCapabilities) {
    this.base = base;
    this.capabilities = capabilities;
  }

  static async start(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId, capabilities: granted } = await send<{
      sessionId: string;
      capabilities: SessionCapabilities;
    }>('POST', `${driverUrl}/session`, { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(`${driverUrl}/session/${sessionId}`, granted);
  }

  navigate(url: string): Promise<unknown> {
    return send('POST', `${this.base}/url`, { url });
  }

  currentUrl(): Promise<string> {
    return send('GET', `${this.base}/url`);
  }

  /** Runs a script body with arguments; a returned promise is awaited (WebDriver §13.2.1). */
  execute<T>(script: string, args: unknown[]): Promise<T> {
    return send('POST', `${this.base}/execute/sync`, { script, args });
  }

  async findElement(selector: string): Promise<string> {
    const found = await send<Record<string, string>>('POST', `${this.base}/element`, {
      using: 'css selector',
      value: selector,
    });
    const id = found[elementKey];
    if (!id) throw new WebDriverError('no such element', selector);
    return id;
  }

  /** Scrolls the element into view and clicks its middle; refused when something covers it. */
  click(element: string): Promise<unknown> {
    return send('POST', `${this.base}/element/${element}/click`);
  }

  sendKeys(element: string, text: string): Promise<unknown> {
    return send('POST', `${this.base}/element/${element}/value`, { text });
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await send<string>('GET', `${this.base}/screenshot`), 'base64');
  }

  /** The current window's handle. */
  windowHandle(): Promise<string> {
    return send('GET', `${this.base}/window`);
  }

  /** Opens a new tab in this session's profile; its handle. The current window stays current. */
  async newTab(): Promise<string> {
    return (await send<{ handle: string }>('POST', `${this.base}/window/new`, { type: 'tab' })).handle;
  }

  /** Makes the window of that handle the current one. */
  switchTo(handle: string): Promise<unknown> {
    return send('POST', `${this.base}/window`, { handle });
  }

  /** Closes the current window; the session goes on with its others (none is current then). */
  closeWindow(): Promise<unknown> {
    return send('DELETE', `${this.base}/window`);
  }

  /** Ends the session, and with it the browser; a window already gone is no failure. */
  async end(): Promise<void> {
    try {
      await send('DELETE', this.base);
    } catch (error) {
      if (!(error instanceof WebDriverError && error.code === 'no such window')) throw error;
    }
  }
}
