/**
 * The landing's sections below the fold, in one chunk of their own (web/app/routes/landing.tsx):
 * prerendered with the rest of the page, hydrated when this chunk arrives.
 */
export { ExerciseTeaser } from '@web/features/landing/components/exercise-teaser';
export { HowItWorks } from '@web/features/landing/components/how-it-works';
export { IntroVideo } from '@web/features/landing/components/intro-video';
export { SentimentTeaser } from '@web/features/sentiment/components/sentiment-teaser';
