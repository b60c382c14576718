import { describe, expect, it } from 'vitest';
import { acceptsType, MAX_UPLOAD_BYTES, UPLOAD_TYPES } from './upload';

/**
 * The browser's precheck (client/lib/upload.ts, the drop zones) and the server's multipart limit and
 * content check (bilder, kampagne) all read these values; written out here as spec 5/9 give them.
 */
describe('what an upload may be', () => {
  it('takes files below 50 MB (50 × 1024 × 1024 bytes is one too many)', () => {
    expect(MAX_UPLOAD_BYTES).toBe(52_428_799);
  });

  it('takes images and PDFs for a property, images for the campaign image pool, PDFs for its PDF pool', () => {
    const images = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/avif'];
    expect([...UPLOAD_TYPES.objekt].sort()).toEqual([...images, 'application/pdf'].sort());
    expect([...UPLOAD_TYPES.poolbilder].sort()).toEqual([...images].sort());
    expect(UPLOAD_TYPES.poolpdf).toEqual(['application/pdf']);
  });

  it('judges a type by the place', () => {
    expect(acceptsType('objekt', 'image/jpeg')).toBe(true);
    expect(acceptsType('objekt', 'application/pdf')).toBe(true);
    expect(acceptsType('poolbilder', 'application/pdf')).toBe(false);
    expect(acceptsType('poolpdf', 'image/png')).toBe(false);
    expect(acceptsType('poolpdf', 'application/pdf')).toBe(true);
  });

  it('refuses SVG (it can carry scripts), other files and an unknown type everywhere', () => {
    for (const target of ['objekt', 'poolbilder', 'poolpdf'] as const) {
      expect(acceptsType(target, 'image/svg+xml')).toBe(false);
      expect(acceptsType(target, 'application/x-msdownload')).toBe(false);
      expect(acceptsType(target, 'text/html')).toBe(false);
      expect(acceptsType(target, undefined)).toBe(false);
    }
  });
});
