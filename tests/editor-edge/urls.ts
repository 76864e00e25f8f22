import { developmentPorts } from '../../src/config/environments.ts';

/** The content editor's project on wrangler pages dev, and the stand-in of GitHub's sign-in. */
export const editorUrl = `https://localhost:${developmentPorts.editor}`;
export const gitHostUrl = `https://localhost:${developmentPorts.gitHostStandIn}`;
