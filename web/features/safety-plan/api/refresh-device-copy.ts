import { getSupabase } from '@web/lib/supabase';
import { writeDeviceCopy } from '../plan-device-copy';
import { fetchSafetyPlan } from './safety-plan-api';
import type { SafetyPlan } from '../types';

/**
 * Reads the plan from the server and keeps this device's copy in step, so SOS has it offline.
 * Loaded on demand (it brings supabase-js), never in the landing page's first download.
 */
export async function refreshDeviceCopy(userId: string): Promise<SafetyPlan | null> {
  const plan = await fetchSafetyPlan(getSupabase());
  if (plan) writeDeviceCopy(userId, plan);
  return plan;
}
