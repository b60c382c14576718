import { describe, expect, it } from 'vitest';
import { escapeHtml, isSafeEmbedSrc, ownerTextToPlain, textToBreaks } from './richtext';

describe('owner texts and their line breaks (spec 3)', () => {
  it('stores typed line breaks as <br>, whatever the platform wrote', () => {
    expect(textToBreaks('Ebene Fläche\r\nvoll erschlossen\nan der B19')).toBe(
      'Ebene Fläche<br>voll erschlossen<br>an der B19',
    );
    expect(textToBreaks('a\nb<br>c')).toBe('a<br>b<br>c');
    expect(textToBreaks(null)).toBe('');
  });

  it('gives the editor back what the owner typed', () => {
    expect(ownerTextToPlain('a<br>b<BR/>c')).toBe('a\nb\nc');
    expect(ownerTextToPlain('Preis &lt; 5 &amp; &quot;sofort&quot;')).toBe('Preis < 5 & "sofort"');
    expect(ownerTextToPlain(textToBreaks('zwei\nZeilen'))).toBe('zwei\nZeilen');
  });

  it('escapes plain text for HTML', () => {
    expect(escapeHtml('<b>"A & B"</b>')).toBe('&lt;b&gt;&quot;A &amp; B&quot;&lt;/b&gt;');
  });

  it('embeds only the allowed video players over https', () => {
    expect(isSafeEmbedSrc('https://www.youtube-nocookie.com/embed/abc-123')).toBe(true);
    expect(isSafeEmbedSrc('https://player.vimeo.com/video/42')).toBe(true);
    expect(isSafeEmbedSrc('http://player.vimeo.com/video/42')).toBe(false);
    expect(isSafeEmbedSrc('https://www.youtube.com/embed/abc')).toBe(false);
    expect(isSafeEmbedSrc(null)).toBe(false);
  });
});
