import { findTestTool, installHint, missingParts, type TestTool } from './lib/testTools.ts';

/**
 * The first step of `npm test`: every browser and program the suites need is there, or it
 * stops at once with one line saying what to install, instead of forty failing tests later.
 */
const needed: TestTool[] = ['java', 'chromiumShell', 'firefox', 'webkit'];
const missing = needed.flatMap((tool) => {
  if (!findTestTool(tool)) return [installHint(tool)];
  const part = missingParts(tool);
  return part ? [part] : [];
});
if (missing.length > 0) {
  console.error(`npm test needs: ${missing.join('; ')}. See README, "Test it".`);
  process.exit(1);
}
