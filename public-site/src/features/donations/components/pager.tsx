import { Button } from '@/components/ui/button';
import { formatCount } from '@storyfund/shared/numbers';

interface PagerProps {
  /** The pager's name for assistive technology ("Donation pages"). */
  label: string;
  offset: number;
  pageSize: number;
  total: number;
  onOffset: (offset: number) => void;
}

/** Previous / next over a server-paged list, with "26–50 of 120"; nothing when one page holds it all. */
export function Pager({ label, offset, pageSize, total, onOffset }: PagerProps) {
  if (total <= pageSize && offset === 0) return null;
  return (
    <nav className="donations__pager" aria-label={label}>
      <Button variant="secondary" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
        Previous
      </Button>
      <span>
        {formatCount(offset + 1)}–{formatCount(Math.min(offset + pageSize, total))} of {formatCount(total)}
      </span>
      <Button variant="secondary" disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
        Next
      </Button>
    </nav>
  );
}
