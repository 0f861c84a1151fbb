import { Writable } from 'node:stream';

/** A log stream for a test app (`createTestApp({ logStream })`) that keeps everything written, for the log tests. */
export function capturedLog(): { stream: Writable; text(): string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}
