import { describe, expect, it } from 'vitest';
import { DATEINAME_MAX, sanitizeDateiname } from './dateiname';

describe('sanitizeDateiname', () => {
  it('keeps an ordinary name as it is', () => {
    expect(sanitizeDateiname('Lageplan Baufeld A.pdf')).toBe('Lageplan Baufeld A.pdf');
    expect(sanitizeDateiname('Exposé Größe 2026.pdf')).toBe('Exposé Größe 2026.pdf');
  });

  it('drops paths, control and reserved characters and leading dots', () => {
    expect(sanitizeDateiname('C:\\fakepath\\plan.pdf')).toBe('plan.pdf');
    expect(sanitizeDateiname('../../etc/passwd')).toBe('passwd');
    expect(sanitizeDateiname('pl\u0000an\u202e.pdf')).toBe('plan.pdf');
    expect(sanitizeDateiname('a<b>:"c|?*.pdf')).toBe('abc.pdf');
    expect(sanitizeDateiname('  viel   Platz .pdf ')).toBe('viel Platz .pdf');
    expect(sanitizeDateiname('.hidden.pdf')).toBe('hidden.pdf');
  });

  it('names a file that has nothing left, and shortens a long one keeping its extension', () => {
    expect(sanitizeDateiname('')).toBe('dokument');
    expect(sanitizeDateiname('///')).toBe('dokument');
    const long = sanitizeDateiname(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(DATEINAME_MAX);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
