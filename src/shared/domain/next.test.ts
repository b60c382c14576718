import { describe, expect, it } from 'vitest';
import { safeNext } from './next';

describe('safeNext (issue 23, finding 3)', () => {
  it.each([
    ['/de/admin/liste', '/de/admin/liste'],
    ['/en/standortsuche?onlyProperties=true#map', '/en/standortsuche?onlyProperties=true#map'],
    ['/de/./konto', '/de/konto'],
    ['/de/admin/../home', '/de/home'],
    ['/de/loginhilfe', '/de/loginhilfe'],
    ['/de/suche?q=%2F%2Fx', '/de/suche?q=%2F%2Fx'],
  ])('keeps the same-origin path %j as %j', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'de/home',
    '//x',
    '//evil.example/x',
    '/\\x',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://x',
    'HTTPS://x',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /de/home',
    '/..//x',
    '/..//evil.example',
    '/de/../..//evil.example',
    '/./\\evil.example',
    '/.//evil.example',
    '%2F%2Fx',
    '/%2F%2Fx',
    '/%2f/x',
    '/%5Cx',
    '/%5C%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/de/home\n//evil',
    '/de\u0000/home',
    '/%E0%A4%A',
    '/de/login?next=/de/home',
    '/en/logout',
    '/de/./login',
  ])('refuses %j', (next) => {
    expect(safeNext(next)).toBeNull();
  });
});
