import { useTranslation } from 'react-i18next';
import type { TFinanceReport } from '../../../shared/board.ts';
import { useFinancialYearLabel } from '../../lib/financial-year-label.ts';
import { formatSek } from '../../lib/format-sek.ts';
import { CHART_LAYOUT, scaleBars } from './finance-chart-scale.ts';

const COLOURS = { income: '#1b6e3a', expense: '#8a3b12', result: '#5a3d8a' } as const;
const LOSS_COLOUR = '#b00020';

/**
 * Income, expense and result as horizontal bars: plain SVG as wide as its column, with no viewBox, so
 * nothing is scaled: the labels keep the page's small text size (CSS) on a phone and on a laptop.
 */
export function FinanceChart({ report }: { report: TFinanceReport }) {
  const { t, i18n } = useTranslation('finance');
  const fyLabel = useFinancialYearLabel();
  const amount = (value: number) => formatSek(value, i18n.language);
  const bars = scaleBars([
    { key: 'income', value: report.incomeSek },
    { key: 'expense', value: report.expenseSek },
    { key: 'result', value: report.resultSek },
  ]);
  const height = bars.length * CHART_LAYOUT.rowHeight + 4;
  const summary = t('chart.summary', {
    fy: fyLabel(report.year),
    income: amount(report.incomeSek),
    expense: amount(report.expenseSek),
    result: amount(report.resultSek),
  });
  return (
    <svg className="finance-chart" role="img" aria-label={summary} width="100%" height={height}>
      {bars.map((bar) => (
        <g key={bar.key}>
          <text x={0} y={bar.y - 6} className="finance-chart__label">
            {t('figures.label', {
              label: t(`figures.${bar.key}`),
              amount: amount(bar.value),
            })}
          </text>
          <rect
            x={`${bar.x}%`}
            y={bar.y}
            width={`${bar.width}%`}
            height={CHART_LAYOUT.barHeight}
            rx={3}
            fill={bar.negative ? LOSS_COLOUR : COLOURS[bar.key as keyof typeof COLOURS]}
          />
        </g>
      ))}
    </svg>
  );
}
