import { darken, luminance, toRgba } from '@mantine/core';

/** WCAG AA for normal text; badges, tags and small print are normal text. */
export const AA = 4.5;

/** WCAG contrast ratio of two opaque colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The opaque colour of `colour` at `opacity` over white (what a light tint looks like on the page). */
export function tintOnWhite(colour: string, opacity: number): string {
  const { r, g, b } = toRgba(colour);
  const mix = (c: number) => Math.round(255 + (c - 255) * opacity);
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

/**
 * `colour` as is when it reaches `ratio` on `background`, else darkened in small steps until it does.
 * Lets a category colour (the pin colour of an object type) also colour its label readably.
 */
export function readableOn(colour: string, background: string, ratio = AA): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = step === 0 ? colour : darken(colour, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return '#000';
}
