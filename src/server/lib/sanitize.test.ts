import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the formatting an editor produces', () => {
    const html =
      '<h2>Förderung</h2><p>Ein <strong>Zuschuss</strong> mit <a href="https://www.aws.at">Link</a>.</p><ul><li>a</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const html =
      '<p onclick="steal()" style="color:red">Text<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><form><input></form>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onclick|style|javascript|form|input/i);
    expect(clean).toContain('<p>Text</p>');
  });

  it('keeps only allowed video players, and only where embeds are allowed', () => {
    const youtube = '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Video"></iframe>';
    const other = '<iframe src="https://evil.example/embed"></iframe>';
    expect(sanitizeRichText(youtube)).toBe('');
    expect(sanitizeRichText(youtube, { embeds: true })).toContain('youtube-nocookie.com/embed/abc123');
    expect(sanitizeRichText(other, { embeds: true })).toBe('');
  });

  it('treats empty input as empty text', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
  });
});

describe('richTextToPlain', () => {
  it('drops tags and folds whitespace', () => {
    expect(richTextToPlain('<p>Grund &amp; Boden</p>\n<p>in  NÖ</p>')).toBe('Grund & Boden in NÖ');
  });
});
