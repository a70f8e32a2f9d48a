import { Outlet } from 'react-router';

/** Header, page, footer and the toaster around every screen (filled in by the public-screens work). */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
