import { describe, expect, it } from 'vitest';
import { checkStylejsonText, parseKarteStyle, STYLE_MESSAGES } from './karte';

describe('the stylejson layer rule', () => {
  it.each([
    ['{ "type": "xyz", "url": "https://t/{z}/{x}/{y}.png", "maxZoom": 13 }'],
    ['{ "type": "wms", "url": "https://sdi.noe.gv.at/wms", "params": { "LAYERS": "OGD:WA_HQ30" } }'],
    ['{ "type": "geojson", "url": "/regionen.geojson", "stroke": { "width": 3 } }'],
    ['{ "type": "vector-local", "level": "bezirk", "thema": "kept" }'],
    ['{ "type": "themenlayer", "layer": 3 }'],
    ['{ "type": "themenlayer", "layer": 3, "fill": "#1971c2", "stroke": "rgba(0, 0, 0, 0.5)", "opacity": 0.6 }'],
  ])('accepts %s and keeps extra keys', (text) => {
    const check = checkStylejsonText(text);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.style).toEqual(JSON.parse(text));
  });

  it.each([
    ['{ "type": "xyz", ', STYLE_MESSAGES.invalidJson],
    ['"xyz"', STYLE_MESSAGES.notAnObject],
    ['null', STYLE_MESSAGES.notAnObject],
    ['{ "url": "https://x" }', STYLE_MESSAGES.unknownType],
    ['{ "type": "xyz" }', STYLE_MESSAGES.url],
    ['{ "type": "geojson", "url": "data:application/json,{}" }', STYLE_MESSAGES.url],
    ['{ "type": "wms", "url": "https://x", "params": { "LAYERS": " " } }', STYLE_MESSAGES.layers],
    ['{ "type": "vector-local", "level": "land" }', STYLE_MESSAGES.level],
    ['{ "type": "xyz", "url": "https://x", "maxZoom": 99 }', STYLE_MESSAGES.number],
    ['{ "type": "themenlayer" }', STYLE_MESSAGES.themenlayer],
    ['{ "type": "themenlayer", "layer": "hq100" }', STYLE_MESSAGES.themenlayer],
    ['{ "type": "themenlayer", "layer": 1.5 }', STYLE_MESSAGES.themenlayer],
    ['{ "type": "themenlayer", "layer": 1, "fill": "url(javascript:x)" }', STYLE_MESSAGES.color],
  ])('refuses %s with the message of its first problem', (text, message) => {
    expect(checkStylejsonText(text)).toEqual({ ok: false, message });
  });

  it('parses stored values for the layer builder and refuses what it cannot draw', () => {
    expect(parseKarteStyle({ type: 'xyz', url: 'https://x/{z}/{x}/{y}.png' })?.type).toBe('xyz');
    expect(parseKarteStyle({ type: 'pmtiles', url: 'https://x' })).toBeNull();
  });
});
