import { Activity, HeartPulse, Sparkles } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { SectionHeading } from '@web/components/ui/section-heading';
import { POINTS_NOT_TRADABLE, usePointsLive } from '@web/features/points';

function steps(pointsLive: boolean) {
  return STEPS.map((step) =>
    step.title === 'TheraPoints' && pointsLive
      ? {
          ...step,
          text: `Each guided session you finish earns a fixed number of TheraPoints, once per exercise a day. ${POINTS_NOT_TRADABLE}`,
          badge: { label: 'Live', variant: 'live' as const },
        }
      : step,
  );
}

const STEPS: {
  icon: typeof HeartPulse;
  title: string;
  text: string;
  badge: { label: string; variant: 'live' | 'soon' };
}[] = [
  {
    icon: HeartPulse,
    title: 'Guided exercises',
    text: 'Talk or type with Thera, or follow one of six guided voice sessions: breathing, mindfulness, resilience and more.',
    badge: { label: 'Live', variant: 'live' as const },
  },
  {
    icon: Sparkles,
    title: 'TheraPoints',
    text: 'Completed sessions will earn TheraPoints, with tiers and badges for steady habits and holders.',
    badge: { label: 'In Development', variant: 'soon' as const },
  },
  {
    icon: Activity,
    title: 'Sentiment tools',
    text: 'A calm read of the market’s mood for BTC, ETH, ADA and SOL, so you notice fear and greed before they steer you.',
    badge: { label: 'Under Construction', variant: 'soon' as const },
  },
];

export function HowItWorks() {
  const pointsLive = usePointsLive();
  return (
    <section aria-labelledby="how-title" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <SectionHeading id="how-title" eyebrow="How it works" title="Look after the trader, not only the trade" />
      <ol className="mt-10 grid gap-4 md:grid-cols-3">
        {steps(pointsLive).map((step, index) => (
          <li
            key={step.title}
            className="relative flex flex-col gap-3 rounded-2xl border border-ink-700/80 bg-ink-800/50 p-6"
          >
            <div className="flex items-center justify-between">
              <span className="grid size-11 place-items-center rounded-xl bg-lavender-400/10 text-lavender-300">
                <step.icon className="size-5" aria-hidden />
              </span>
              <span className="text-3xl font-semibold text-ink-600" aria-hidden>
                0{index + 1}
              </span>
            </div>
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="text-sm leading-relaxed text-mist-300">{step.text}</p>
            <Badge variant={step.badge.variant} className="mt-auto self-start">
              {step.badge.label}
            </Badge>
          </li>
        ))}
      </ol>
    </section>
  );
}
