/** One horizontal bar of the finance chart: x and width in percent of the chart's width, y in px. */
export type TBar = { key: string; value: number; x: number; width: number; y: number; negative: boolean };

/**
 * `width` is the room of the bars in percent: the chart takes the width of its column while its rows
 * and text stay in CSS pixels, so the labels are never scaled larger than the figures beside them.
 */
export type TChartLayout = { width: number; labelWidth: number; rowHeight: number; barHeight: number };

export const CHART_LAYOUT: TChartLayout = { width: 100, labelWidth: 0, rowHeight: 48, barHeight: 20 };

/**
 * Bars proportional to the absolute value, the largest filling the width; a negative value (a loss)
 * is drawn the same way and marked so the chart can colour it. Zero values get no bar.
 */
export function scaleBars(
  values: readonly { key: string; value: number }[],
  layout: TChartLayout = CHART_LAYOUT,
): TBar[] {
  const max = Math.max(0, ...values.map(({ value }) => Math.abs(value)));
  const room = layout.width - layout.labelWidth;
  return values.map(({ key, value }, index) => ({
    key,
    value,
    x: layout.labelWidth,
    width: max === 0 ? 0 : Math.round((Math.abs(value) / max) * room * 10) / 10,
    y: index * layout.rowHeight + (layout.rowHeight - layout.barHeight),
    negative: value < 0,
  }));
}
