import type { EnvironmentName } from '../../config/environments.ts';

/**
 * The one logger of the product (spec §9: minimum log level Error). Code never calls `console`
 * directly: production prints errors only, so a parent's console stays quiet and on-call sees
 * what matters; staging adds warnings and development prints everything.
 */
export const logLevels = ['debug', 'info', 'warn', 'error'] as const;

export type LogLevel = (typeof logLevels)[number];

export type Logger = Record<LogLevel, (message: string, ...details: unknown[]) => void>;

/** Where log lines go: the console in browsers, workerd and Node alike. */
export type LogSink = Pick<Console, LogLevel>;

const minimumLevels: Record<EnvironmentName, LogLevel> = {
  production: 'error',
  staging: 'warn',
  development: 'debug',
};

export function minimumLevelFor(environment: EnvironmentName): LogLevel {
  return minimumLevels[environment];
}

/** A logger that drops everything below `minimum`. */
export function createLogger(minimum: LogLevel, sink: LogSink = console): Logger {
  const threshold = logLevels.indexOf(minimum);
  const line =
    (level: LogLevel) =>
    (message: string, ...details: unknown[]): void => {
      if (logLevels.indexOf(level) >= threshold) sink[level](message, ...details);
    };
  return { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
}
