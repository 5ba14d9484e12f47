import { describe, expect, it } from 'vitest';
import { CHART_LAYOUT, scaleBars } from './finance-chart-scale.ts';

describe('scaleBars', () => {
  it('scales by the absolute value, the largest filling the width, and marks a loss', () => {
    const bars = scaleBars([
      { key: 'income', value: 58591 },
      { key: 'expense', value: 67817 },
      { key: 'result', value: -9225 },
    ]);
    expect(bars.map((bar) => bar.width)).toEqual([86.4, 100, 13.6]);
    expect(bars.map((bar) => bar.negative)).toEqual([false, false, true]);
    expect(bars[1]!.y - bars[0]!.y).toBe(CHART_LAYOUT.rowHeight);
  });

  it('draws no bars when everything is zero', () => {
    expect(scaleBars([{ key: 'a', value: 0 }])[0]!.width).toBe(0);
  });
});
