import { describe, expect, it } from 'vitest';
import { loginPath, readPathAfterLogin, registerPath, savePathAfterLogin } from './authPaths';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('loginPath', () => {
  it('adds next only when it is safe', () => {
    expect(loginPath('de')).toBe('/de/login');
    expect(loginPath('en', '/en/admin/liste?x=1')).toBe('/en/login?next=%2Fen%2Fadmin%2Fliste%3Fx%3D1');
    expect(loginPath('de', 'https://evil.example')).toBe('/de/login');
    expect(registerPath('en')).toBe('/en/login?mode=register');
    expect(registerPath('de', '/de/standortsuche/abc')).toBe(
      '/de/login?mode=register&next=%2Fde%2Fstandortsuche%2Fabc',
    );
  });
});

describe('pathAfterLogin', () => {
  it('stores and reads a safe path, ignores unsafe ones and missing storage', () => {
    const storage = memoryStorage();
    expect(readPathAfterLogin(storage)).toBeNull();
    savePathAfterLogin('/de/admin/benutzer', storage);
    expect(readPathAfterLogin(storage)).toBe('/de/admin/benutzer');
    savePathAfterLogin('//evil.example', storage);
    expect(readPathAfterLogin(storage)).toBe('/de/admin/benutzer');
    expect(readPathAfterLogin(undefined)).toBeNull();
    expect(() => savePathAfterLogin('/de/home', undefined)).not.toThrow();
  });
});
