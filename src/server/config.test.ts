import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SEED).toBe('demo');
    expect(config.dataDir).toMatch(/data$/);
  });

  it('stops with one line naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT=eighty/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED: 'everything' })).toThrow(/SEED/);
  });

  it('reads the exposé maps’ tile service: basemap.at credited by default, any other source names its credit', () => {
    const basemap = 'https://mapsneu.wien.gv.at/basemap/bmapgrau/normal/google3857/{z}/{y}/{x}.png';
    const other = 'https://tiles.example/{z}/{x}/{y}.png';
    expect(loadConfig({}).exposeTiles).toBeUndefined();
    expect(loadConfig({ EXPOSE_TILE_URL: basemap }).exposeTiles).toEqual({
      url: basemap,
      attribution: 'Datenquelle: basemap.at',
    });
    expect(() => loadConfig({ EXPOSE_TILE_URL: other })).toThrow(/^Invalid configuration: EXPOSE_TILE_ATTRIBUTION/);
    expect(loadConfig({ EXPOSE_TILE_URL: other, EXPOSE_TILE_ATTRIBUTION: '© Example' }).exposeTiles).toEqual({
      url: other,
      attribution: '© Example',
    });
    expect(() => loadConfig({ EXPOSE_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(/EXPOSE_TILE_URL.*\{z\}/);
    expect(() => loadConfig({ EXPOSE_TILE_URL: 'file:///tiles/{z}/{x}/{y}.png' })).toThrow(/EXPOSE_TILE_URL/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });
});
