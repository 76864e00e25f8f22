import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from '../../../functions/profile/[lang]/email-preferences/[[path]].ts';
import { functionLogger } from '../../../src/lib/edge/functionContext.ts';
import type { LogLevel, LogSink } from '../../../src/lib/log/logger.ts';

function printedLevels(env: Record<string, string>): LogLevel[] {
  const printed: LogLevel[] = [];
  const sink = Object.fromEntries(
    (['debug', 'info', 'warn', 'error'] as const).map((level) => [level, () => printed.push(level)]),
  ) as unknown as LogSink;
  const logger = functionLogger(env, sink);
  for (const level of ['debug', 'info', 'warn', 'error'] as const) logger[level]('line');
  return printed;
}

describe('functionLogger', () => {
  it('should print errors only in production', () => {
    expect(printedLevels({ ENVIRONMENT: 'production' })).toEqual(['error']);
  });

  it('should add warnings on staging and print everything in development', () => {
    expect(printedLevels({ ENVIRONMENT: 'staging' })).toEqual(['warn', 'error']);
    expect(printedLevels({ ENVIRONMENT: 'development' })).toEqual(['debug', 'info', 'warn', 'error']);
  });

  it('should log as production when ENVIRONMENT is missing or wrong', () => {
    expect(printedLevels({})).toEqual(['error']);
    expect(printedLevels({ ENVIRONMENT: 'Production ' })).toEqual(['error']);
  });
});

describe('email-preferences Function', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should log a misconfigured project as an error and answer 500', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = onRequest({
      request: new Request('https://profile.playcentre.se/profile/sv/email-preferences?userId=1'),
      env: { COUNTRY: 'se' },
    });
    expect(response.status).toBe(500);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Site misconfigured'), {
      COUNTRY: 'se',
      ENVIRONMENT: null,
    });
  });

  it('should log nothing for a good request', () => {
    const spies = (['debug', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    const response = onRequest({
      request: new Request('https://profile.playcentre.se/profile/sv/email-preferences?userId=1'),
      env: { COUNTRY: 'se', ENVIRONMENT: 'development' },
    });
    expect(response.status).toBe(302);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
