import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@/testing/fake-api';
import { createApiClient } from './api-client';
import { loadCustomRoutes } from './custom-routes';
import { createSessionStore } from './session-store';

function apiWith(routes: Parameters<typeof createFakeApi>[0]) {
  const fake = createFakeApi(routes);
  return { fake, api: createApiClient(createSessionStore(), fake.fetch) };
}

describe('loadCustomRoutes: the start-up load (spec §2, §8)', () => {
  it('indexes the routes, case-insensitively, for projects and profiles', async () => {
    const { api, fake } = apiWith({
      'GET /custom-routes': {
        body: [
          { id: 1, custom_route: 'Well-Kisumu', project_id: 41, user_id: null },
          { id: 2, custom_route: 'waterforall', project_id: null, user_id: 12 },
        ],
      },
    });
    const alert = vi.fn();
    const index = await loadCustomRoutes(api, alert);
    expect(index.resolvePath('/well-kisumu')).toEqual({ kind: 'project', projectId: 41, customRoute: 'Well-Kisumu' });
    expect(index.resolvePath('/WaterForAll/our_team')).toMatchObject({ kind: 'user', userId: 12, child: 'our_team' });
    expect(index.forProject(41)).toBe('Well-Kisumu');
    expect(alert).not.toHaveBeenCalled();
    expect(fake.callsTo('GET /custom-routes')[0]?.authorization).toBeNull();
  });

  it("alerts 'Network error: {error}' and starts without custom routes when the load fails", async () => {
    const failing = createApiClient(createSessionStore(), (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    const alert = vi.fn();
    const index = await loadCustomRoutes(failing, alert);
    expect(alert).toHaveBeenCalledWith('Network error: Network Error');
    expect(index.resolvePath('/anything')).toBeUndefined();

    const { api } = apiWith({ 'GET /custom-routes': { status: 500, body: { message: 'Internal Server Error' } } });
    await loadCustomRoutes(api, alert);
    expect(alert).toHaveBeenLastCalledWith('Network error: Internal Server Error');
  });
});
