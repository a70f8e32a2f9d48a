import { getAuthClient } from '@web/lib/auth-client';
import { getSupabase } from '@web/lib/supabase';
import { writeDeviceCopy } from '../plan-device-copy';
import { fetchSafetyPlan } from './safety-plan-api';
import type { SafetyPlan } from '../types';

/**
 * Reads the plan from the server and keeps this device's copy in step, so SOS has it offline.
 * Loaded on demand (it brings supabase-js), never in the landing page's first download.
 *
 * Callers start it a moment after sign-in, so by the time it runs the person may have signed out
 * (or another person signed in): then it asks nothing and fails like being offline, and callers
 * keep what the device copy says. Asked as a visitor, the plan table answers 401.
 */
export async function refreshDeviceCopy(userId: string): Promise<SafetyPlan | null> {
  const { data } = await getAuthClient().getSession();
  if (data.session?.user.id !== userId) throw new Error('signed out since the refresh was asked for');
  const plan = await fetchSafetyPlan(getSupabase());
  if (plan) writeDeviceCopy(userId, plan);
  return plan;
}
