import { afterEach, describe, expect, it, vi } from 'vitest';
import useSWR, { mutate } from 'swr';
import { renderHook, waitFor } from '@testing-library/react';
import { preloadRouteData } from './preload-route-data';

describe('preloadRouteData', () => {
  afterEach(() => mutate(() => true, undefined, { revalidate: false }));

  it("asks for a project page's project under the page's own key, and the page's SWR takes that answer", async () => {
    const fetcher = vi.fn(() => Promise.resolve({ id: 41, title: 'A well' }));
    preloadRouteData('/project/41', '7', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith(['/projects/41', '7']);
    const { result } = renderHook(() => useSWR(['/projects/41', '7'], fetcher));
    await waitFor(() => expect(result.current.data).toEqual({ id: 41, title: 'A well' }));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing on other pages', () => {
    const fetcher = vi.fn(() => Promise.resolve(null));
    for (const path of ['/', '/staffpicks', '/project/abc', '/project/41/update', '/projectedit/41', '/project/create']) {
      preloadRouteData(path, null, fetcher);
    }
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('leaves a failed answer for the page to show, not unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const failure = new Error('Project not found');
      preloadRouteData('/project/404', null, () => Promise.reject(failure));
      const { result } = renderHook(() => useSWR(['/projects/404', null], () => Promise.resolve('refetched')));
      await waitFor(() => expect(result.current.error).toBe(failure));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
