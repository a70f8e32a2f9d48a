import { Clock, Lock, MessagesSquare, Users } from 'lucide-react';
import { SectionHeading } from '@web/components/ui/section-heading';

const REASONS = [
  {
    icon: Users,
    title: 'Made for traders',
    text: 'Thera understands drawdowns, FOMO and revenge trades, and speaks your language without hype.',
  },
  {
    icon: Clock,
    title: 'There around the clock',
    text: 'Markets run 24/7. So does Thera: a calm voice whenever you need one.',
  },
  {
    icon: MessagesSquare,
    title: 'Voice or text',
    text: 'Talk it through out loud or type quietly. Six guided sessions when you want structure.',
  },
  {
    icon: Lock,
    title: 'Private by design',
    text: 'Text chats stay in your browser and voice conversations are not stored.',
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="flex flex-col gap-8">
      <SectionHeading id="why-title" eyebrow="Why Thera" title="Why Choose TheraAgent?" />
      <ul className="grid gap-4 sm:grid-cols-2">
        {REASONS.map((reason) => (
          <li key={reason.title} className="flex gap-4 rounded-2xl border border-ink-700/80 bg-ink-800/50 p-5">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-sea-400/10 text-sea-300">
              <reason.icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold">{reason.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-mist-300">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
