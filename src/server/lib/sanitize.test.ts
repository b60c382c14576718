import { describe, expect, it } from 'vitest';
import { ownerTextToPlain, RICH_TEXT_TAGS } from '../../shared/domain/richtext';
import { plainOwnerText, sanitizeOwnerText, sanitizeRichText } from './sanitize';

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

describe('the shared allow-list on the server', () => {
  it('keeps every shared rich-text tag and drops the ones the list does not name', () => {
    for (const tag of RICH_TEXT_TAGS) {
      const html = ['br', 'hr', 'img'].includes(tag) ? `<${tag} />` : `<${tag}>x</${tag}>`;
      expect(sanitizeRichText(html), tag).toContain(`<${tag}`);
    }
    expect(sanitizeRichText('<section><video src="x"></video><details>y</details></section>')).toBe('y');
  });
});

describe('owners’ texts', () => {
  it('keeps a description’s text and breaks, escaped, and reads back as typed', () => {
    const typed = 'Fläche > 500 m² & Lager\n<b>fett</b><script>alert(1)</script> a < b';
    const stored = sanitizeOwnerText(typed);
    expect(stored).toBe('Fläche &gt; 500 m² &amp; Lager<br>fett a &lt; b');
    expect(ownerTextToPlain(stored)).toBe('Fläche > 500 m² & Lager\nfett a < b');
    expect(sanitizeOwnerText(ownerTextToPlain(stored))).toBe(stored);
  });

  it('keeps plain text as typed, without markup, also when escapes hide a tag', () => {
    expect(plainOwnerText('AT&T, 5 < 7, Zeile\nzwei')).toBe('AT&T, 5 < 7, Zeile\nzwei');
    expect(plainOwnerText('A<img src=x onerror=alert(1)>B')).toBe('AB');
    expect(plainOwnerText('&lt;script&gt;alert(1)&lt;/script&gt;x')).toBe('x');
    expect(plainOwnerText('&amp;lt;b&amp;gt;x')).toBe('x');
  });
});
