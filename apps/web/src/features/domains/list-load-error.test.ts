import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isSessionExpiredError } from './list-load-error';

describe('isSessionExpiredError', () => {
  it('is true for a 401 answer, which the session-expired dialog explains', () => {
    expect(isSessionExpiredError(new ApiError(401, null))).toBe(true);
  });

  it('is false for other failed answers and for network errors', () => {
    expect(isSessionExpiredError(new ApiError(500, null))).toBe(false);
    expect(isSessionExpiredError(new ApiError(404, null))).toBe(false);
    expect(isSessionExpiredError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isSessionExpiredError(null)).toBe(false);
  });
});
