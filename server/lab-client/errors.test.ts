import { describe, expect, it } from 'vitest';
import { LabApiError } from './errors';

describe('LabApiError.fromResponse (spec §8)', () => {
  it.each([
    [
      'joins the errors list',
      400,
      { message: 'Bad', errors: [{ field: 'email', message: 'Invalid email' }, { message: 'Too short' }] },
      'Invalid email, Too short',
    ],
    ['takes string errors', 400, { errors: ['one', 'two'] }, 'one, two'],
    [
      'falls back to the message',
      401,
      { message: 'Invalid email or password', errors: [] },
      'Invalid email or password',
    ],
    ['falls back to the status text', 503, {}, 'Service Unavailable'],
    ['survives a non-object body', 502, 'upstream html', 'Bad Gateway'],
  ])('%s', (_name, status, body, expected) => {
    const error = LabApiError.fromResponse(status, body);
    expect(error.message).toBe(expected);
    expect(error.status).toBe(status);
  });

  it('names the field when one field is blamed', () => {
    const error = LabApiError.fromResponse(400, {
      errors: [{ field: 'zip', message: 'Zip must be 5 digits' }],
    });
    expect(error.field).toBe('zip');
    expect(error.errors).toEqual([{ field: 'zip', message: 'Zip must be 5 digits' }]);
  });
});
