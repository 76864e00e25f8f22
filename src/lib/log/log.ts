import { site } from '../../config/site.ts';
import { createLogger, minimumLevelFor } from './logger.ts';

/** The logger of browser code, at this build's level (Functions make their own from `env`). */
export const log = createLogger(minimumLevelFor(site.environment.name));
