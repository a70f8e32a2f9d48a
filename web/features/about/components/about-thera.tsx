import { TheraAvatar } from '@web/components/thera/thera-avatar';

export function AboutThera() {
  return (
    <section
      aria-labelledby="what-title"
      className="grid items-center gap-8 rounded-3xl border border-ink-700/80 bg-ink-800/40 p-6 sm:p-10 md:grid-cols-[auto_1fr]"
    >
      <TheraAvatar size={180} label="" className="mx-auto" />
      <div className="flex flex-col gap-4">
        <h2 id="what-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          What is TheraAgent?
        </h2>
        <p className="leading-relaxed text-mist-200">
          TheraAgent is Thera: an AI companion built for the emotional side of trading. Crypto never closes, and neither
          do the swings of fear, FOMO and regret that come with it. Thera is there at 3 a.m. after a liquidation and on
          the quiet morning after a good call.
        </p>
        <p className="leading-relaxed text-mist-300">
          Talk to her by voice or by text, or follow one of six guided sessions, from a five-minute breathing exercise
          to a decision-clarity session before a big move. Thera listens without judgement, helps you slow down and
          points you to real help when you need more than a conversation. She is a companion, not a therapist or a
          financial adviser.
        </p>
      </div>
    </section>
  );
}
