import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component whose code loads only the first time `shouldMount` becomes true, and which then
 * stays mounted (so closing animations and state survive). Used for UI most visitors of the
 * landing page never open (the login dialog, the signed-in user menu), keeping it out of the
 * first download.
 */
export function lazyMount<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Component = lazy(async () => ({ default: await load() }));
  return function LazyMounted({ shouldMount, ...props }: Props & { shouldMount: boolean }) {
    const [mounted, setMounted] = useState(shouldMount);
    if (shouldMount && !mounted) setMounted(true);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Component {...(props as Props)} />
      </Suspense>
    );
  };
}
