import { useEffect } from 'react';
import { Loading } from '@/components/feedback/states';
import { browser } from '@/lib/browser';

export function ExternalRedirect({ url }: { url: string }) {
  useEffect(() => {
    browser.replace(url);
  }, [url]);
  return <Loading label="Redirecting…" />;
}
