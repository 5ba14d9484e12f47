import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVisitsReport } from '../../../../shared/analytics.schema.ts';
import { localeOf } from '../../../../shared/languages.ts';

const LAYOUT = { width: 560, height: 220, top: 22, bottom: 42, side: 8, barShare: 0.7, fontSize: 13 } as const;
const COLOURS = { bar: '#7a1f2b', text: '#1d1d1f', muted: '#5f6368', axis: '#c8c8cc' } as const;

type TWeek = TVisitsReport['weeks'][number];

/**
 * Page views per week as plain SVG bars. Screen readers get the summary as the image's name and the
 * numbers from the table the tab shows next to it; a bar's <title> is the pointer's tooltip.
 */
export function VisitsChart({ weeks, summary }: { weeks: TWeek[]; summary: string }) {
  const { t, i18n } = useTranslation('admin');
  const titleId = useId();
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const plotHeight = LAYOUT.height - LAYOUT.top - LAYOUT.bottom;
  const slot = (LAYOUT.width - 2 * LAYOUT.side) / Math.max(weeks.length, 1);
  const barWidth = slot * LAYOUT.barShare;
  const highest = Math.max(1, ...weeks.map((week) => week.visits));
  const baseline = LAYOUT.top + plotHeight;

  return (
    <svg
      className="admin-visits__chart"
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${LAYOUT.width} ${LAYOUT.height}`}
    >
      <title id={titleId}>{summary}</title>
      <line x1={LAYOUT.side} x2={LAYOUT.width - LAYOUT.side} y1={baseline} y2={baseline} stroke={COLOURS.axis} />
      {weeks.map((week, index) => {
        const height = (week.visits / highest) * plotHeight;
        const centre = LAYOUT.side + slot * index + slot / 2;
        return (
          <g key={week.weekStart}>
            <title>{t('visits.barTitle', { week: week.isoWeek, number: number.format(week.visits) })}</title>
            <rect x={centre - barWidth / 2} y={baseline - height} width={barWidth} height={height} fill={COLOURS.bar} />
            <text
              x={centre}
              y={baseline - height - 6}
              textAnchor="middle"
              fontSize={LAYOUT.fontSize}
              fill={COLOURS.text}
            >
              {number.format(week.visits)}
            </text>
            <text x={centre} y={baseline + 16} textAnchor="middle" fontSize={LAYOUT.fontSize} fill={COLOURS.muted}>
              {week.isoWeek}
            </text>
          </g>
        );
      })}
      <text
        x={LAYOUT.width / 2}
        y={LAYOUT.height - 4}
        textAnchor="middle"
        fontSize={LAYOUT.fontSize}
        fill={COLOURS.muted}
      >
        {t('visits.axis')}
      </text>
    </svg>
  );
}
