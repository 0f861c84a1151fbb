import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy* waits this long for a whole react-admin page to settle.
configure({ asyncUtilTimeout: 5_000 });
