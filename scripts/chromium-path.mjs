import fs from 'node:fs';

/**
 * The browser the Playwright suites drive: `CHROMIUM_PATH` when set, else Debian's old headless shell
 * (`apt-get install chromium-headless-shell`), else Debian's full Chromium. The headless shell is what Playwright
 * itself runs headless tests in; on the 2-core CI machine it did the same browser tests with ~20% less CPU and
 * wall time than the full browser in its headless mode (docs/performance.md, "The browser step").
 */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** `CHROMIUM_PATH`, else the first candidate installed, else the first candidate (so an error names it). */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? CHROMIUM_CANDIDATES[0];
}
