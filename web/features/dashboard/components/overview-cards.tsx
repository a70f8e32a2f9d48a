import type { ReactNode } from 'react';
import Brain from 'lucide-react/icons/brain';
import Coins from 'lucide-react/icons/coins';
import TrendingUp from 'lucide-react/icons/trending-up';
import type { LucideIcon } from 'lucide-react';
import { EXERCISES } from '@common/exercises';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PointsCard } from './points-card';
import { isPointsLive } from '@web/features/points';
import { SentimentOverviewCard, isSentimentLive } from '@web/features/sentiment';

interface OverviewCardProps {
  icon: LucideIcon;
  title: string;
  status: string;
  statusVariant: BadgeVariant;
  description: string;
  children: ReactNode;
}

function OverviewCard({ icon: Icon, title, status, statusVariant, description, children }: OverviewCardProps) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-ink-700/70 text-sea-300" aria-hidden>
            <Icon className="size-5" />
          </span>
          <Badge variant={statusVariant}>{status}</Badge>
        </div>
        <CardTitle className="mt-2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <p className="text-2xl font-semibold tracking-tight">{children}</p>
      </CardContent>
    </Card>
  );
}

/** The overview's three cards (spec section 2); points and sentiment follow their runtime flags. */
export function OverviewCards() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {isPointsLive() ? (
        <PointsCard />
      ) : (
        <OverviewCard
          icon={Coins}
          title="Points System"
          status="In Development"
          statusVariant="soon"
          description="Earn Thera Points for every guided exercise you finish."
        >
          Coming Soon
        </OverviewCard>
      )}
      <OverviewCard
        icon={Brain}
        title="Mental Health Exercises"
        status="Live"
        statusVariant="live"
        description="Guided voice sessions with Thera for calmer trading days."
      >
        {EXERCISES.length} available
      </OverviewCard>
      {isSentimentLive() ? (
        <SentimentOverviewCard />
      ) : (
        <OverviewCard
          icon={TrendingUp}
          title="Market Sentiment"
          status="Under Construction"
          statusVariant="muted"
          description="A calm read of the market mood for the tokens you follow."
        >
          Coming Soon
        </OverviewCard>
      )}
    </div>
  );
}
