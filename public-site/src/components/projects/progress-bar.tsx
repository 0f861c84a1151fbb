import { formatCents } from '@storyfund/shared/money';
import './projects.css';

export interface ProgressBarProps {
  raisedCents: number;
  goalCents: number;
  /** Names the bar for assistive technology, e.g. the project title. */
  label: string;
  size?: 'small' | 'large';
}

/** Whole percent raised, 0 to 100 (a project may raise more than its goal). */
function percentRaised(raisedCents: number, goalCents: number): number {
  if (goalCents <= 0) return raisedCents > 0 ? 100 : 0;
  return Math.min(100, Math.floor((raisedCents * 100) / goalCents));
}

/** Raised against the goal, in dollars from integer cents. */
export function ProgressBar({ raisedCents, goalCents, label, size = 'small' }: ProgressBarProps) {
  const percent = percentRaised(raisedCents, goalCents);
  const raised = formatCents(raisedCents, { dropZeroCents: true });
  const goal = formatCents(goalCents, { dropZeroCents: true });
  return (
    <div className={`progress progress--${size}`}>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={`${label}: raised`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${raised} raised of ${goal} (${percent}%)`}
      >
        <span className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="progress__text">
        <strong>{raised}</strong> raised of {goal}
        <span className="progress__percent"> · {percent}%</span>
      </p>
    </div>
  );
}
