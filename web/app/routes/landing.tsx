import { ExerciseTeaser } from '@web/features/landing/components/exercise-teaser';
import { Hero } from '@web/features/landing/components/hero';
import { HomeTiles } from '@web/features/landing/components/home-tiles';
import { HowItWorks } from '@web/features/landing/components/how-it-works';
import { IntroVideo } from '@web/features/landing/components/intro-video';
import { SentimentTeaser } from '@web/features/sentiment/components/sentiment-teaser';

/**
 * Prerendered at build time (web/prerender/) and painted before any JavaScript: the parts that
 * depend on who is here hold their place while the session is being read (status 'loading').
 */
export function LandingScreen() {
  return (
    <div className="flex flex-col gap-20 pb-4 sm:gap-24">
      <div className="flex flex-col gap-10">
        <Hero />
        <HomeTiles />
      </div>
      <IntroVideo />
      <ExerciseTeaser />
      <HowItWorks />
      <SentimentTeaser />
    </div>
  );
}
