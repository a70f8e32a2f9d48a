import { DashboardPage } from '@web/features/dashboard/components/dashboard-page';

export function DashboardScreen() {
  return <DashboardPage />;
}
