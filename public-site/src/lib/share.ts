/** Sharing a page: the Web Share API where the browser has it, else the link copied to the clipboard. */
import { SHARE_PROFILE_PARAM } from './attribution';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export interface ShareTarget {
  title: string;
  url: string;
}

/** The link to share: the page, credited to the sharer's profile when someone is logged in (attribution cookies). */
export function shareUrl(pageUrl: string, sharerId: string | null): string {
  const url = new URL(pageUrl);
  url.hash = '';
  if (sharerId !== null) url.searchParams.set(SHARE_PROFILE_PARAM, sharerId);
  return url.toString();
}

/** Rejects when neither sharing nor copying works; the caller then shows the link to copy by hand. */
export async function shareLink(target: ShareTarget, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: target.title, url: target.url });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      // Share refused (no user gesture, not allowed): fall back to copying.
    }
  }
  if (nav.clipboard === undefined) throw new Error('Copying is not available in this browser');
  await nav.clipboard.writeText(target.url);
  return 'copied';
}
