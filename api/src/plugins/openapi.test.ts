import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** /users/:id -> /users/{id}, as OpenAPI writes paths. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the wire contract: /api/openapi.json and /api/docs', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const apiRoutes = () =>
    test.routes.flatMap((route) => {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toLowerCase());
      if (!route.url.startsWith('/api/') || route.schema?.hide) return [];
      return methods.filter((m) => m !== 'head' && m !== 'options').map((method) => ({ method, url: route.url, route }));
    });

  it('every API route declares a success response schema', () => {
    const missing = apiRoutes()
      .filter(({ route }) => !Object.keys((route.schema?.response as object | undefined) ?? {}).some((code) => code.startsWith('2')))
      .map(({ method, url }) => `${method.toUpperCase()} ${url}`);
    expect(missing).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document that covers every API route', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');

    const documented = new Set<string>();
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
      for (const method of METHODS) if (item[method]) documented.add(`${method} ${path}`);
    }
    const undocumented = apiRoutes()
      .map(({ method, url }) => `${method} ${openApiPath(url)}`)
      .filter((key) => !documented.has(key));
    expect(undocumented).toEqual([]);
  });

  it('renders a reference page at /api/docs', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    const config = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(config.statusCode).toBe(200);
  });
});
