import { ApiError } from '@headgate/api-client';
import { cameraErrorLines, shouldRetryCamera } from './cameraRetry';

const failure = (status: number) => new ApiError(status, 'x', 'x');

describe('the camera image retry rule (spec §4, §9)', () => {
  it('never asks again after a 503 or 504, and says the camera did not answer', () => {
    expect(shouldRetryCamera(0, failure(503))).toBe(false);
    expect(shouldRetryCamera(0, failure(504))).toBe(false);
    expect(cameraErrorLines(failure(504))).toEqual(['No response received from the camera.']);
  });

  it('tries other failures twice in all, then asks to contact the administrator', () => {
    expect(shouldRetryCamera(0, failure(500))).toBe(true);
    expect(shouldRetryCamera(1, failure(500))).toBe(false);
    expect(shouldRetryCamera(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(cameraErrorLines(failure(500))).toEqual([
      'Something did not work as expected.',
      'Please contact the administrator.',
    ]);
  });
});
