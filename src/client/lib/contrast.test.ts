import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { OBJEKTARTEN } from '../../shared/domain/objekt';
import { cssVariablesResolver, DIMMED, theme } from '../theme';
import { AA, contrastRatio, readableOn, tintOnWhite } from './contrast';

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('keeps a readable colour and darkens a pale one just to AA', () => {
    expect(readableOn('#0b2545', '#fff')).toBe('#0b2545');
    const green = readableOn('#2f9e44', '#fff');
    expect(contrastRatio(green, '#fff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(green, '#fff')).toBeLessThan(6);
  });

  it('gives every object type a readable label on white and on its own light tint', () => {
    for (const art of OBJEKTARTEN) {
      expect(contrastRatio(readableOn(art.color, '#fff'), '#fff')).toBeGreaterThanOrEqual(AA);
      const tint = tintOnWhite(art.color, 0.1);
      expect(contrastRatio(readableOn(art.color, tint), tint)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('makes dimmed text and every light-variant text of the theme reach AA', () => {
    const colors = { ...DEFAULT_THEME.colors, ...theme.colors };
    const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme, colors } as typeof DEFAULT_THEME).light;
    expect(contrastRatio(DIMMED, '#fff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(DIMMED, '#f4f7fb')).toBeGreaterThanOrEqual(AA);
    for (const [name, shades] of Object.entries(colors)) {
      const lightColor = light[`--mantine-color-${name}-light-color`] ?? '';
      expect(contrastRatio(lightColor, shades?.[1] ?? '#fff'), name).toBeGreaterThanOrEqual(AA);
      for (const v of ['text', 'outline']) {
        expect(contrastRatio(light[`--mantine-color-${name}-${v}`] ?? '', '#fff'), name).toBeGreaterThanOrEqual(AA);
      }
    }
  });
});
