import { describe, expect, it } from 'vitest';
import {
  createLogger,
  logLevels,
  minimumLevelFor,
  type LogLevel,
  type LogSink,
} from '../../../src/lib/log/logger.ts';

/** A sink that records what reached the console, level by level. */
function recordingSink() {
  const lines: [LogLevel, unknown[]][] = [];
  const record =
    (level: LogLevel) =>
    (...args: unknown[]) =>
      lines.push([level, args]);
  const sink: LogSink = {
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  };
  return { sink, lines };
}

// Every level at every minimum: 4 × 4 cases, each spelled out rather than computed from the
// order the logger uses, so a wrong order in the logger fails here.
const printed: Record<LogLevel, Record<LogLevel, boolean>> = {
  debug: { debug: true, info: true, warn: true, error: true },
  info: { debug: false, info: true, warn: true, error: true },
  warn: { debug: false, info: false, warn: true, error: true },
  error: { debug: false, info: false, warn: false, error: true },
};

const cases = logLevels.flatMap((minimum) =>
  logLevels.map((level) => ({ minimum, level, shown: printed[minimum][level] })),
);

describe('createLogger', () => {
  it.each(cases)('with minimum $minimum, a $level line is printed: $shown', ({ minimum, level, shown }) => {
    const { sink, lines } = recordingSink();
    createLogger(minimum, sink)[level]('a message', { detail: 1 });
    expect(lines).toEqual(shown ? [[level, ['a message', { detail: 1 }]]] : []);
  });

  it('should send each level to the console method of that level', () => {
    const { sink, lines } = recordingSink();
    const logger = createLogger('debug', sink);
    for (const level of logLevels) logger[level](level);
    expect(lines.map(([level, [message]]) => [level, message])).toEqual(
      logLevels.map((level) => [level, level]),
    );
  });
});

describe('minimumLevelFor', () => {
  it('should print only errors in production (spec §9: minimum log level Error)', () => {
    expect(minimumLevelFor('production')).toBe('error');
  });

  it('should add warnings on staging', () => {
    expect(minimumLevelFor('staging')).toBe('warn');
  });

  it('should print everything in development', () => {
    expect(minimumLevelFor('development')).toBe('debug');
  });
});
