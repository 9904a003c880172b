import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes } from './routes';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * The router, with the screens of the current address loaded before it starts. The page the
 * server sent already shows something: the landing page's markup, which hydration must match at
 * once, or the layout's frame (decision 39), which the first render replaces. A router that
 * started first would draw its fallback and then the real layout, mounting the header twice: a
 * menu opened in between would close under the person's finger. A screen that fails to load
 * here is left to the router, which loads it again and reports the failure.
 */
export async function createAppRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy().catch(() => undefined);
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
