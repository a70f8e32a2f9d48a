import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { askForTwoStepCode, isTwoStepRefusal } from './two-step-refusal';

/** Any query or mutation refused for want of the second step leads to the code step. */
const onError = (error: unknown) => {
  if (isTwoStepRefusal(error)) void askForTwoStepCode();
};

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}
