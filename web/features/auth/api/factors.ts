import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Factor } from '@supabase/supabase-js';
import { getAuthClient } from '@web/lib/auth-client';

/**
 * The signed-in user's working factors, from GET /auth/v1/user. Unverified ones are set-ups in
 * progress (shown by the enrolment form) or abandoned (dropped at the next enrolment).
 */
export const factorsQueryKey = ['auth', 'factors'] as const;

export async function fetchFactors(): Promise<Factor[]> {
  const { data, error } = await getAuthClient().mfa.listFactors();
  if (error) throw error;
  return data.all.filter((factor) => factor.status === 'verified');
}

export function useFactors() {
  return useQuery({ queryKey: factorsQueryKey, queryFn: fetchFactors, staleTime: 0 });
}

/** Removes a factor; removing a verified one needs an aal2 session (server: insufficient_aal). */
export function useRemoveFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (factorId: string) => {
      const { error } = await getAuthClient().mfa.unenroll({ factorId });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: factorsQueryKey }),
  });
}
