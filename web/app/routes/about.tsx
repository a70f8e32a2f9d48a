import { LayoutDashboard, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { AboutThera } from '@web/features/about/components/about-thera';
import { TeamSection } from '@web/features/about/components/team-section';
import { WhyChoose } from '@web/features/about/components/why-choose';

export function AboutScreen() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 pt-12 sm:px-6 sm:pt-16">
      <title>About · TheraAgent</title>
      <header className="flex flex-col items-center gap-4 text-center">
        <p className="text-xs font-semibold tracking-[0.18em] text-sea-300 uppercase">About</p>
        <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">About TheraAgent</h1>
        <p className="max-w-2xl text-lg leading-relaxed text-mist-300">
          A wellness companion for the crypto community, so that the people behind the trades stay well too.
        </p>
      </header>
      <AboutThera />
      <WhyChoose />
      <TeamSection />
      <section
        aria-labelledby="cta-title"
        className="flex flex-col items-center gap-5 rounded-3xl border border-sea-400/25 bg-sea-400/5 px-6 py-10 text-center"
      >
        <h2 id="cta-title" className="text-2xl font-semibold tracking-tight">
          Ready for a calmer trading day?
        </h2>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/chat">
              <MessageCircle aria-hidden />
              Talk to Thera
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden />
              Go to Dashboard
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
