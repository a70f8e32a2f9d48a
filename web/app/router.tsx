import { createBrowserRouter } from 'react-router';
import { GUIDED_SESSIONS } from '@common/guided-sessions';
import { RootLayout } from './root-layout';
import { LandingScreen } from './routes/landing';
import { AboutScreen } from './routes/about';
import { WhitepaperScreen } from './routes/whitepaper';
import { DashboardScreen } from './routes/dashboard';
import { ChatScreen } from './routes/chat';
import { GuidedSessionScreen } from './routes/guided-session';
import { NotFoundScreen } from './routes/not-found';
import { SecuritySettingsScreen } from '@web/features/auth/components/security-settings';

/** Every route of product-spec.md section 2; each screen file is thin and composes features. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingScreen /> },
      { path: '/about', element: <AboutScreen /> },
      { path: '/whitepaper', element: <WhitepaperScreen /> },
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
