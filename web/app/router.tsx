import { createBrowserRouter } from 'react-router';
import { GUIDED_SESSIONS } from '@common/guided-sessions';
import { LoadingState } from '@web/components/ui/spinner';
import { RootLayout } from './root-layout';
import { LandingScreen } from './routes/landing';
import { DashboardScreen } from './routes/dashboard';
import { ChatScreen } from './routes/chat';
import { GuidedSessionScreen } from './routes/guided-session';
import { NotFoundScreen } from './routes/not-found';
import { SecuritySettingsScreen } from '@web/features/auth/components/security-settings';

/** Every route of product-spec.md section 2; each screen file is thin and composes features. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      { path: '/', element: <LandingScreen /> },
      // Text-heavy public pages load on demand to keep the first download small.
      { path: '/about', lazy: async () => ({ Component: (await import('./routes/about')).AboutScreen }) },
      { path: '/whitepaper', lazy: async () => ({ Component: (await import('./routes/whitepaper')).WhitepaperScreen }) },
      { path: '/dashboard', element: <DashboardScreen /> },
      { path: '/chat', element: <ChatScreen /> },
      ...GUIDED_SESSIONS.map((session) => ({
        path: session.route,
        element: <GuidedSessionScreen slug={session.slug} />,
      })),
      { path: '/settings/security', element: <SecuritySettingsScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
