import { describe, expect, it } from 'vitest';
import { fail, succeed } from '../core/outcome';
import { HttpError } from './errors';
import { FAILURE_STATUS, valueOf } from './outcomes';

describe('service outcomes at the HTTP boundary', () => {
  it('gives the value of a success', () => {
    expect(valueOf(succeed({ id: 3 }))).toEqual({ id: 3 });
  });

  it('turns each failure kind into its status with the service message', () => {
    for (const [kind, status] of Object.entries(FAILURE_STATUS)) {
      const thrown = (() => {
        try {
          valueOf(fail(kind as keyof typeof FAILURE_STATUS, `no: ${kind}`));
        } catch (error) {
          return error;
        }
        return null;
      })();
      expect(thrown).toBeInstanceOf(HttpError);
      expect(thrown).toMatchObject({ statusCode: status, message: `no: ${kind}` });
    }
  });
});
