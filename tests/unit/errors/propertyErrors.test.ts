import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/errors/ApiError.ts';
import { fieldPath, propertyErrorMap } from '../../../src/lib/errors/propertyErrors.ts';
import { propertyErrors } from '../../support/errorText.ts';

const validation = new ApiError(
  'Bad Request',
  400,
  '',
  {},
  {
    exceptionType: 'ValidationException',
    message: 'Validation failed',
    errors: {
      Email: ['Required', 'Invalid'],
      'Children[1].BirthDate': ['In the future'],
      '': ['The form could not be saved'],
    },
  },
);

describe(fieldPath, () => {
  it('should lowercase the first letter of a field key', () => {
    expect(fieldPath('PostalCode')).toBe('postalCode');
  });

  it('should write array indexes in dotted form', () => {
    expect(fieldPath('Children[1].BirthDate')).toBe('children.1.BirthDate');
    expect(fieldPath('Lines[0].Items[12]')).toBe('lines.0.Items.12');
  });
});

describe(propertyErrorMap, () => {
  it('should key every message by its form-field path', () => {
    expect(propertyErrorMap(validation)).toEqual({
      email: ['Required', 'Invalid'],
      'children.1.BirthDate': ['In the future'],
      '': ['The form could not be saved'],
    });
  });

  it('should read a list of field errors and plain messages', () => {
    const body = { errors: [{ propertyName: 'Phone', errorMessage: 'Too short' }, 'Try again'] };
    expect(propertyErrorMap({ error: body })).toEqual({ phone: ['Too short'], '': ['Try again'] });
  });

  it('should give nothing for an error without field errors', () => {
    expect(propertyErrorMap(new Error('boom'))).toEqual({});
  });
});

describe(propertyErrors, () => {
  it('should give the messages of one field, in either spelling of its key', () => {
    expect(propertyErrors(validation, 'Email')).toEqual(['Required', 'Invalid']);
    expect(propertyErrors(validation, 'children[1].BirthDate')).toEqual(['In the future']);
  });

  it('should gather every message for a blank key', () => {
    expect(propertyErrors(validation, ' ')).toEqual([
      'Required',
      'Invalid',
      'In the future',
      'The form could not be saved',
    ]);
  });
});
