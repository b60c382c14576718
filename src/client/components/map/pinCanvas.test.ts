import { describe, expect, it } from 'vitest';
import { sortedPins } from './pinCanvas';

describe('sortedPins', () => {
  it('orders pins north to south and keeps each pin’s cell and filter flag', () => {
    const pins = sortedPins([
      { id: 'south', x: 1, y: 10, sprite: 2, on: true },
      { id: 'north', x: 2, y: 30, sprite: 0, on: false },
      { id: 'middle', x: 3, y: 20, sprite: 1, on: true },
    ]);
    expect(pins.ids).toEqual(['north', 'middle', 'south']);
    expect([...pins.xs]).toEqual([2, 3, 1]);
    expect([...pins.ys]).toEqual([30, 20, 10]);
    expect([...pins.sprite]).toEqual([0, 1, 2]);
    expect([...pins.on]).toEqual([0, 1, 1]);
  });
});
