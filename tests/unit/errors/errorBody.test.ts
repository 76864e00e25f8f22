import { describe, expect, it } from 'vitest';
import { parseErrorBody } from '../../../src/lib/errors/errorBody.ts';

describe(parseErrorBody, () => {
  it('should parse a JSON object', () => {
    expect(parseErrorBody('{"code":"InvalidToken","message":"Invalid token."}')).toEqual({
      code: 'InvalidToken',
      message: 'Invalid token.',
    });
  });

  it.each(['', '<html>502</html>', '"just a string"', '[1,2]', 'null'])(
    'should give nothing for %j',
    (text) => {
      expect(parseErrorBody(text)).toBeUndefined();
    },
  );
});
