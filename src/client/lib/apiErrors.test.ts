import { describe, expect, it } from 'vitest';
import { ApiError } from '../data/client';
import { describeApiError, fieldErrors } from './apiErrors';

describe('describeApiError', () => {
  it('translates known codes and lost connections', () => {
    expect(describeApiError(new ApiError(401, 'incorrectEmailOrPassword', 'x'), 'error.generic')).toEqual({
      key: 'error.incorrectEmailOrPassword',
    });
    expect(describeApiError(new ApiError(429, 'tooManyRequests', 'x'), 'error.generic')).toEqual({
      key: 'error.tooManyRequests',
    });
    expect(describeApiError(new ApiError(0, 'network', 'fetch failed'), 'error.generic')).toEqual({
      key: 'error.connection',
    });
  });

  it('shows an unknown message raw and falls back otherwise', () => {
    expect(describeApiError(new ApiError(418, 'teapot', 'I am a teapot'), 'error.generic')).toEqual({
      raw: 'I am a teapot',
    });
    expect(describeApiError(new ApiError(500, 'internal', 'boom'), 'label.password.newPasswordError')).toEqual({
      key: 'label.password.newPasswordError',
    });
    expect(describeApiError(new ApiError(502, 'internal', 'HTTP 502'), 'error.generic')).toEqual({
      key: 'error.generic',
    });
    expect(describeApiError(new Error('x'), 'error.generic')).toEqual({ key: 'error.generic' });
  });
});

describe('fieldErrors', () => {
  it('returns the fields of a 400 only when present', () => {
    expect(fieldErrors(new ApiError(400, 'invalidRequest', 'x', { email: 'error.invalidEmail' }))).toEqual({
      email: 'error.invalidEmail',
    });
    expect(fieldErrors(new ApiError(400, 'invalidRequest', 'x', {}))).toBeNull();
    expect(fieldErrors(new Error('x'))).toBeNull();
  });
});
