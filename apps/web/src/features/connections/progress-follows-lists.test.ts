import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { followCountsWithProgress } from './progress-follows-lists';

describe('the scan progress follows the companies found', () => {
  it('fetches the mailboxes again when the counts change, once for a burst', async () => {
    const queryClient = new QueryClient();
    let progressFetches = 0;
    const progress = new QueryObserver(queryClient, {
      queryKey: ['connections', 'ada@x.example'],
      queryFn: async () => ++progressFetches,
      staleTime: Infinity,
    });
    const unsubscribeObserver = progress.subscribe(() => {});
    await progress.refetch();
    expect(progressFetches).toBe(1);
    const stop = followCountsWithProgress(queryClient);

    await Promise.all([
      queryClient.fetchQuery({ queryKey: ['domains', 'counts', 'ada', 'a@x'], queryFn: () => 1 }),
      queryClient.fetchQuery({ queryKey: ['domains', 'counts', 'ada', 'b@x'], queryFn: () => 2 }),
    ]);
    await vi.waitFor(() => expect(progress.getCurrentResult().data).toBe(2));
    expect(progressFetches).toBe(2);

    // A list's page is not the counts: nothing more.
    await queryClient.fetchQuery({ queryKey: ['domains', 'tile', 'ada'], queryFn: () => [] });
    // An invalidation would mark the progress at once, as the answer is stored.
    expect(queryClient.getQueryState(['connections', 'ada@x.example'])?.isInvalidated).toBe(false);
    expect(progressFetches).toBe(2);

    stop();
    await queryClient.fetchQuery({
      queryKey: ['domains', 'counts', 'ada', 'c@x'],
      queryFn: () => 3,
    });
    expect(queryClient.getQueryState(['connections', 'ada@x.example'])?.isInvalidated).toBe(false);
    expect(progressFetches).toBe(2);
    unsubscribeObserver();
  });
});
