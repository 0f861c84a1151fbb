import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { shareLink, shareUrl } from '@/lib/share';

/** Web Share where available, else the link is copied; when both fail the link is shown to copy by hand. */
export function ShareButton({ title, sharerId }: { title: string; sharerId: string | null }) {
  const [status, setStatus] = useState<string>('');
  const [manual, setManual] = useState<string | null>(null);
  const url = shareUrl(window.location.href, sharerId);

  async function share() {
    setStatus('');
    try {
      const outcome = await shareLink({ title, url });
      if (outcome === 'copied') setStatus('Link copied. Paste it anywhere to share this project.');
      if (outcome === 'shared') setStatus('Thank you for sharing!');
    } catch {
      setManual(url);
    }
  }

  return (
    <div className="share">
      <Button variant="secondary" onClick={() => void share()}>
        Share
      </Button>
      <p className="share__status" role="status">
        {status}
      </p>
      {manual ? (
        <label className="share__manual">
          Copy this link
          <input className="field__control" readOnly value={manual} onFocus={(event) => event.target.select()} />
        </label>
      ) : null}
    </div>
  );
}
