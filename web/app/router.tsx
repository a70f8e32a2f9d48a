import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { GUIDED_SESSIONS } from '@common/guided-sessions';
import { LoadingState } from '@web/components/ui/spinner';
import { RootLayout } from './root-layout';
import { LandingScreen } from './routes/landing';
import { NotFoundScreen } from './routes/not-found';

/**
 * Every route of docs/product-behaviour.md; each screen file is thin and composes features.
 * Only the landing and the 404 ship in the first download: every other screen (signed-in
 * screens, voice, the long public pages) loads on demand, keeping the first load of / small.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingState page />,
    children: [
      { path: '/', element: <LandingScreen /> },
      { path: '/about', lazy: async () => ({ Component: (await import('./routes/about')).AboutScreen }) },
      {
        path: '/whitepaper',
        lazy: async () => ({ Component: (await import('./routes/whitepaper')).WhitepaperScreen }),
      },
      {
        // Screens with data share one lazily loaded TanStack Query provider.
        lazy: async () => ({ Component: (await import('./data-layout')).DataLayout }),
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardScreen }),
          },
          { path: '/chat', lazy: async () => ({ Component: (await import('./routes/chat')).ChatScreen }) },
          ...GUIDED_SESSIONS.map((session) => ({
            path: session.route,
            lazy: async () => {
              const { GuidedSessionScreen } = await import('./routes/guided-session');
              return { Component: () => <GuidedSessionScreen slug={session.slug} /> };
            },
          })),
          {
            path: '/settings/account',
            lazy: async () => ({
              Component: (await import('@web/features/account/components/account-settings-screen'))
                .AccountSettingsScreen,
            }),
          },
          {
            path: '/safety-plan',
            lazy: async () => ({
              Component: (await import('@web/features/safety-plan/components/safety-plan-screen')).SafetyPlanScreen,
            }),
          },
          {
            path: '/reset-password',
            lazy: async () => ({
              Component: (await import('@web/features/auth/components/reset-password-screen')).ResetPasswordScreen,
            }),
          },
          {
            path: '/settings/security',
            lazy: async () => ({
              Component: (await import('@web/features/auth/components/security-settings')).SecuritySettingsScreen,
            }),
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

/**
 * The browser's router. Over a prerendered page (web/prerender/) the lazy routes of this URL are
 * loaded first, so the first render is the page itself, as prerendered, not hydrateFallbackElement
 * (a hydration mismatch). There are no loaders: empty hydration data marks the router ready.
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  if (!hydrating) return createBrowserRouter(routes);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
}
