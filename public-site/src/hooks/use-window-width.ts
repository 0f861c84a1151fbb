import { useSyncExternalStore } from 'react';
import { browser } from '@/lib/browser';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** The window's inner width, updated on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => browser.width(),
    () => 1024,
  );
}
