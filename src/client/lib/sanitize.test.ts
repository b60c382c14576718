import { describe, expect, it } from 'vitest';
import { isSafeEmbedSrc } from '../../shared/domain/richtext';
import { isExternalHref } from './sanitize';

// sanitizeHtml itself needs a DOM; tests/e2e/content/sanitize.spec.ts runs it in the browser.

describe('isSafeEmbedSrc', () => {
  it('allows YouTube no-cookie and Vimeo player embeds over https', () => {
    expect(isSafeEmbedSrc('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(isSafeEmbedSrc('https://youtube-nocookie.com/embed/abc_DEF-1?start=30&rel=0')).toBe(true);
    expect(isSafeEmbedSrc('https://player.vimeo.com/video/123456?h=abc')).toBe(true);
  });

  it('refuses everything else', () => {
    for (const src of [
      null,
      '',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'http://www.youtube-nocookie.com/embed/x',
      'https://www.youtube-nocookie.com.evil.example/embed/x',
      'https://evil.example/?https://player.vimeo.com/video/1',
      'https://player.vimeo.com/video/abc',
      'javascript:alert(1)',
      'https://www.youtube-nocookie.com/embed/x"onload="alert(1)',
    ]) {
      expect(isSafeEmbedSrc(src)).toBe(false);
    }
  });
});

describe('isExternalHref', () => {
  const origin = 'https://portal.example';
  it('tells external from internal links', () => {
    expect(isExternalHref('https://www.aws.at', origin)).toBe(true);
    expect(isExternalHref('/de/glossar/3', origin)).toBe(false);
    expect(isExternalHref('https://portal.example/de/home', origin)).toBe(false);
    expect(isExternalHref('mailto:x@y.at', origin)).toBe(false);
  });
});
