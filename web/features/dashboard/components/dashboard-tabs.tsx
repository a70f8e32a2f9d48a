import { useSearchParams } from 'react-router';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import TrendingUp from 'lucide-react/icons/trending-up';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ExerciseGrid } from '@web/features/exercises';
import { MoodOverviewCard } from '@web/features/mood';
import { MarketSentimentTab, SentimentUnderConstruction, isSentimentLive } from '@web/features/sentiment';
import { isDashboardTab, parseDashboardTab } from '../dashboard-tab';
import { OverviewCards } from './overview-cards';
import { SignOutButton } from './sign-out-button';

/** The three dashboard tabs; `?tab=` selects one and follows every switch, so links can deep-link. */
const triggerClasses =
  'h-auto! min-h-11 px-2 text-center text-xs leading-tight whitespace-normal! sm:min-h-9 sm:px-3.5 sm:text-sm sm:whitespace-nowrap! [&_svg]:hidden sm:[&_svg]:inline-block';

export function DashboardTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseDashboardTab(searchParams.get('tab'));

  function selectTab(next: string) {
    if (!isDashboardTab(next)) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      // Switching tabs is not a new page: keep the back button for leaving the dashboard.
      { replace: true },
    );
  }

  return (
    <Tabs value={tab} onValueChange={selectTab}>
      {/* Phones: three equal columns whose labels wrap, so no tab hides behind a scroll. */}
      <TabsList aria-label="Dashboard sections" className="grid! w-full grid-cols-3 sm:inline-flex! sm:w-auto">
        <TabsTrigger className={triggerClasses} value="overview">
          <LayoutDashboard aria-hidden />
          Overview
        </TabsTrigger>
        <TabsTrigger className={triggerClasses} value="exercises">
          <HeartPulse aria-hidden />
          Mental Health Exercises
        </TabsTrigger>
        <TabsTrigger className={triggerClasses} value="sentiment">
          <TrendingUp aria-hidden />
          Market Sentiment
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="mt-6 flex flex-col gap-6">
        <OverviewCards />
        <MoodOverviewCard />
        <div>
          <SignOutButton />
        </div>
      </TabsContent>
      <TabsContent value="exercises">
        <ExerciseGrid />
      </TabsContent>
      <TabsContent value="sentiment">
        {isSentimentLive() ? <MarketSentimentTab /> : <SentimentUnderConstruction />}
      </TabsContent>
    </Tabs>
  );
}
