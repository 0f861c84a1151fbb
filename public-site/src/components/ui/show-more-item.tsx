import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * The closing row of a list read page by page (one component per page of `pageSize`, starting at `offset`):
 * on the last page read, while the list has more than the pages read, a "Show more" button that adds the next.
 */
export function ShowMoreItem(props: {
  isLast: boolean;
  offset: number;
  pageSize: number;
  total: number;
  onMore: () => void;
  className?: string;
  children: ReactNode;
}) {
  if (!props.isLast || props.offset + props.pageSize >= props.total) return null;
  return (
    <li className={props.className}>
      <Button variant="secondary" onClick={props.onMore}>
        {props.children}
      </Button>
    </li>
  );
}
