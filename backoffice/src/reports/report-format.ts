/** How the reports word their figures. */

/** "+12.5 % against the previous period", "no change", or "new" when there was nothing before. */
export function changeText(current: number, previous: number): string {
  if (current === previous) return 'No change against the previous period';
  if (previous === 0) return 'New against an empty previous period';
  const pct = ((current - previous) / Math.abs(previous)) * 100;
  return `${pct > 0 ? '+' : ''}${pct.toFixed(1)} % against the previous period`;
}
