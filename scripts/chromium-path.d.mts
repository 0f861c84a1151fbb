/** The browser the Playwright suites drive (see chromium-path.mjs). */
export declare const CHROMIUM_CANDIDATES: string[];
export declare function chromiumPath(): string;
