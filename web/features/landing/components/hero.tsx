import { ArrowRight, Info, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { TheraAvatar } from '@web/components/thera/thera-avatar';
import { Button, buttonClasses } from '@web/components/ui/button';
import { useAuth, useLoginDialog } from '@web/features/auth';
import { BuyLink, CopyContractButton, SocialLinks, CONTRACT_NOT_PUBLISHED_TEXT, useBrand } from '@web/features/brand';

const CTA_WIDTH = 'min-w-52';

export function Hero() {
  const { status } = useAuth();
  const { openLoginDialog } = useLoginDialog();
  const { contract } = useBrand();

  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 pt-12 sm:px-6 sm:pt-16 md:grid-cols-[1.2fr_1fr] md:pt-20"
    >
      <div className="flex flex-col items-start gap-6">
        <p className="rounded-full border border-sea-400/30 bg-sea-400/5 px-3 py-1 text-xs font-medium text-sea-300">
          A calm AI companion for crypto traders
        </p>
        <h1
          id="hero-title"
          className="text-4xl leading-[1.1] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          Stay grounded. <span className="text-sea-300">Stay rewarded.</span>
        </h1>
        <p className="max-w-xl text-lg leading-relaxed text-pretty text-mist-300">
          Thera listens when the charts get loud. Talk or type, breathe through a red day with a guided session, and
          come back to your plan with a clearer head.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {/* One width for all three states, so the buttons beside it never move when the session is known. */}
          {status === 'signed-in' ? (
            <Button asChild size="lg" className={CTA_WIDTH}>
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden />
                Go to Dashboard
              </Link>
            </Button>
          ) : status === 'loading' ? (
            // Until the session is read (and without JavaScript) neither invitation is true yet.
            <span
              aria-hidden
              className={buttonClasses({ size: 'lg', className: `${CTA_WIDTH} invisible` })}
              data-testid="hero-cta-placeholder"
            />
          ) : (
            <Button size="lg" onClick={() => openLoginDialog()} className={CTA_WIDTH}>
              Get Started
              <ArrowRight aria-hidden />
            </Button>
          )}
          <BuyLink size="lg" />
          <CopyContractButton size="lg" />
        </div>
        {contract.status === 'unpublished' && (
          <p className="-mt-2 flex items-center gap-2 text-sm text-mist-300">
            <Info className="size-4 shrink-0" aria-hidden />
            {CONTRACT_NOT_PUBLISHED_TEXT}
          </p>
        )}
        <SocialLinks size="sm" className="-ml-3" />
      </div>
      <div className="relative mx-auto hidden md:block" aria-hidden>
        <div className="absolute inset-6 rounded-full bg-sea-400/10 blur-3xl" />
        <TheraAvatar size={360} label="" className="relative" />
      </div>
      <div className="mx-auto md:hidden" aria-hidden>
        <TheraAvatar size={200} label="" />
      </div>
    </section>
  );
}
