import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from '../../../scripts/lib/generatedFiles.ts';

describe('committed generated files', () => {
  it.each(generatedFiles.map((file) => [file.path, file] as const))(
    '%s should equal its generator output (run `npm run generate`)',
    (path, file) => {
      expect(readFileSync(path, 'utf8')).toBe(file.generate());
    },
  );
});
