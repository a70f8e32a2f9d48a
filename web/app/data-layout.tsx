import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '@web/lib/query-client';

// One cache for the whole session, kept while the visitor moves between public and signed-in pages.
const queryClient = createQueryClient();

/**
 * The layout of the screens that read or write data (dashboard, chat, sessions, settings).
 * It loads on demand with them, so TanStack Query and supabase-js's data client stay out of the
 * landing page's first download.
 */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
