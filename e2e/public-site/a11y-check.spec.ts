import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.js';

// The accessibility check itself (support/a11y.ts): it must fail on what every screen's test relies on it to
// catch, in the page and in a same-origin frame, and pass a clean page. Pages served by the test, not the app.
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>${body}</main></body></html>`;

test('the accessibility check fails on low contrast and a missing alt, in the page and in a frame, and passes a clean page', async ({
  page: browserPage,
}) => {
  await browserPage.route('**/a11y-fixture/**', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop();
    const bodies: Record<string, string> = {
      clean: page('<h1>Giving</h1><p>Readable text.</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot">'),
      contrast: page('<h1>Giving</h1><p style="color:#bbb;background:#fff">Hard to read.</p>'),
      framed: page('<h1>Giving</h1><iframe title="Inner" src="/a11y-fixture/inner"></iframe>'),
      inner: page('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'),
    };
    return route.fulfill({ contentType: 'text/html', body: bodies[name ?? ''] ?? page('') });
  });

  await browserPage.goto('/a11y-fixture/clean');
  await expectAccessible(browserPage);

  await browserPage.goto('/a11y-fixture/contrast');
  await expect(expectAccessible(browserPage)).rejects.toThrow(/color-contrast \(serious\)/);

  await browserPage.goto('/a11y-fixture/framed');
  await expect(browserPage.frameLocator('iframe').locator('img')).toBeAttached();
  await expect(expectAccessible(browserPage)).rejects.toThrow(/image-alt \(critical\)/);
});
