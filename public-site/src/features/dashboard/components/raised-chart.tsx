import type { DashboardMonth } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

const WIDTH = 600;
const HEIGHT = 200;
const BASE = 176;

/**
 * Raised per month as hand-drawn SVG bars (no chart library: the public site's bundle stays small). The same
 * figures follow in a table for screen readers and anyone who wants the numbers.
 */
export function RaisedChart({ series }: { series: DashboardMonth[] }) {
  const max = Math.max(1, ...series.map((m) => m.raised_cents));
  const slot = WIDTH / Math.max(1, series.length);
  const bar = slot * 0.6;
  return (
    <figure className="raised-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="raised-chart-caption" preserveAspectRatio="none">
        <line x1="0" y1={BASE} x2={WIDTH} y2={BASE} className="raised-chart__axis" />
        {series.map((m, i) => {
          const h = Math.round(((BASE - 8) * m.raised_cents) / max);
          return (
            <rect key={m.month} x={i * slot + (slot - bar) / 2} y={BASE - h} width={bar} height={h} className="raised-chart__bar">
              <title>{`${monthLabel(m.month)}: ${formatCents(m.raised_cents, { dropZeroCents: true })}`}</title>
            </rect>
          );
        })}
        {series.map((m, i) =>
          i % 2 === series.length % 2 ? null : (
            <text key={`l-${m.month}`} x={i * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" className="raised-chart__label">
              {monthLabel(m.month).slice(0, 3)}
            </text>
          ),
        )}
      </svg>
      <figcaption id="raised-chart-caption">Raised per month, the last 12 months</figcaption>
      <details>
        <summary>The figures</summary>
        <table className="raised-chart__table">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Raised</th>
            </tr>
          </thead>
          <tbody>
            {series.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>{formatCents(m.raised_cents, { dropZeroCents: true })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
