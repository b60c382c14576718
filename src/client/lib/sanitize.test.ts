import { describe, expect, it } from 'vitest';
import { isSafeEmbedSrc, OWNER_TEXT_TAGS, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../shared/domain/richtext';
import { isExternalHref, purifyConfig } from './sanitize';

// sanitizeHtml itself needs a DOM; its settings (purifyConfig) are checked here, the server's sanitiser,
// which keeps the same allow-list, in server/lib/sanitize.test.ts.

describe('purifyConfig: the client keeps what the server keeps (shared/domain/richtext.ts)', () => {
  it('allows exactly the shared tags and attributes for rich text, iframes only with embeds', () => {
    const rich = purifyConfig();
    expect(rich.ALLOWED_TAGS).toEqual([...RICH_TEXT_TAGS]);
    const { iframe, ...withoutIframe } = RICH_TEXT_ATTRIBUTES;
    expect(new Set(rich.ALLOWED_ATTR)).toEqual(new Set(Object.values(withoutIframe).flat()));
    expect(rich.ALLOW_DATA_ATTR).toBe(false);
    const embeds = purifyConfig({ embeds: true });
    expect(embeds.ALLOWED_TAGS).toEqual([...RICH_TEXT_TAGS, 'iframe']);
    expect(embeds.ALLOWED_ATTR).toEqual(expect.arrayContaining([...(iframe ?? [])]));
  });

  it('keeps only <br> and no attribute of an owner’s description', () => {
    expect(purifyConfig({ owner: true })).toEqual({ ALLOWED_TAGS: [...OWNER_TEXT_TAGS], ALLOWED_ATTR: [] });
  });

  it('lets links and images use the shared schemes and relative URLs only', () => {
    const uri = purifyConfig().ALLOWED_URI_REGEXP as RegExp;
    for (const ok of ['https://www.aws.at', 'http://x.at', 'mailto:a@b.at', 'tel:+43123', '/de/glossar/3', '#top']) {
      expect(uri.test(ok), ok).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', 'ftp://x']) {
      expect(uri.test(bad), bad).toBe(false);
    }
  });
});

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
