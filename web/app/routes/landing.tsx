import { lazy, Suspense, type ComponentType } from 'react';
import { Hero } from '@web/features/landing/components/hero';
import { HomeTiles } from '@web/features/landing/components/home-tiles';

type Sections = typeof import('./landing-sections');

/** A section of ./landing-sections, loaded after the entry chunk (one download for all four). */
function lazySection(name: keyof Sections) {
  return lazy(async () => ({ default: (await import('./landing-sections'))[name] as ComponentType }));
}

const IntroVideo = lazySection('IntroVideo');
const ExerciseTeaser = lazySection('ExerciseTeaser');
const HowItWorks = lazySection('HowItWorks');
const SentimentTeaser = lazySection('SentimentTeaser');

/**
 * Prerendered at build time (web/prerender/) and painted before any JavaScript: the parts that
 * depend on who is here hold their place while the session is being read (status 'loading').
 *
 * The hero and the tiles come with the first download and hydrate first. The sections below the
 * fold are lazy, each in its own Suspense boundary: the prerendered HTML holds them in full (the
 * prerender waits for them), and in the browser each stays as that HTML, on screen and readable,
 * until its code arrives and React hydrates it on its own (docs/prerendering.md). A click there
 * before its code has arrived does nothing (the chunk is small and asked for as hydration starts).
 */
export function LandingScreen() {
  return (
    <div className="flex flex-col gap-20 pb-4 sm:gap-24">
      <div className="flex flex-col gap-10">
        <Hero />
        <HomeTiles />
      </div>
      <Suspense>
        <IntroVideo />
      </Suspense>
      <Suspense>
        <ExerciseTeaser />
      </Suspense>
      <Suspense>
        <HowItWorks />
      </Suspense>
      <Suspense>
        <SentimentTeaser />
      </Suspense>
    </div>
  );
}
