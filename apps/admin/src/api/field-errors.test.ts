import { describe, expect, it } from 'vitest';
import { AdminApiError } from './admin-client.ts';
import { fieldErrorsOf, issuesOutside } from './field-errors.ts';

const invalid = new AdminApiError(400, 'BAD_REQUEST', 'Invalid body', [
  { path: 'reason', message: 'say why' },
  { path: 'lines.0.quantity', message: 'must be at least 1' },
  { path: 'reason', message: 'a second complaint' },
]);

describe('errors next to their fields', () => {
  it('keeps the first message of each field', () => {
    expect(fieldErrorsOf(invalid)).toEqual({ reason: 'say why', 'lines.0.quantity': 'must be at least 1' });
  });

  it('has nothing for no error', () => {
    expect(fieldErrorsOf(undefined)).toEqual({});
  });

  it('leaves the issues of fields the form does not show for its alert', () => {
    expect(issuesOutside(invalid, ['reason'])).toEqual([
      { path: 'lines.0.quantity', message: 'must be at least 1' },
    ]);
  });
});
