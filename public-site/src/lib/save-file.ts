/** Hands a file fetched with the session (the transport's `download`) to the browser as a download. */
import type { Transport } from '@storyfund/shared/transport';

/** Fetches `path` with the session and saves it under the server's file name, else `fallbackName`. */
export async function saveFile(api: Transport, path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await api.download(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
