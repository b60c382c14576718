import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../data/client';
import { importProblem } from './importError';

describe('importProblem', () => {
  it('names what the broker can act on and leaves the rest to the general message', () => {
    expect(importProblem(new ApiError(400, 'importInvalid', 'not XML'))).toBe('importInvalid');
    expect(importProblem(new ApiError(413, 'fileTooLarge', 'too large'))).toBe('fileTooLarge');
    expect(importProblem(new ApiError(413, 'invalidRequest', 'body too large'))).toBe('fileTooLarge');
    expect(importProblem(new ApiError(429, 'tooManyRequests', 'slow down'))).toBe('tooManyRequests');
    expect(importProblem(new ApiError(503, 'importBusy', 'queue full'))).toBe('importBusy');
    expect(importProblem(new ApiError(403, 'forbidden', 'no broker'))).toBe('forbidden');
    expect(importProblem(new ApiError(403, 'csrfInvalid', 'token'))).toBe('forbidden');
    expect(importProblem(new ApiError(0, 'network', 'offline'))).toBe('network');
    expect(importProblem(new ApiError(500, 'internal', 'boom'))).toBe('other');
    expect(importProblem(new ApiError(400, 'invalidRequest', 'no file'))).toBe('other');
    expect(importProblem(new Error('x'))).toBe('other');
  });
});
