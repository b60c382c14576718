import { describe, expect, it } from 'vitest';
import { weekTrend } from './statistik';

describe('the trend of a listing’s views', () => {
  it('compares this week with the week before', () => {
    expect(weekTrend([0, 4, 7])).toBe(3);
    expect(weekTrend([9, 5, 2])).toBe(-3);
    expect(weekTrend([1, 1])).toBe(0);
    expect(weekTrend([5])).toBe(0);
  });
});
