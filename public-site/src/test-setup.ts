import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy route modules load on first use; on a busy machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not lay pages out, so it has no scrolling: give the scroll calls the app makes a no-op
// body, as a browser would, instead of letting a late timer throw after a test has moved on.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
});
