import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes } from './routes';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * The router, with the screens of the current address loaded first when the page came
 * pre-rendered: hydration must draw at once what the HTML shows, not a fallback while a lazy
 * screen arrives.
 */
export async function createAppRouter({ isPrerendered }: { isPrerendered: boolean }) {
  if (isPrerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
