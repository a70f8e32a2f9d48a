import type { SupabaseClient } from '@supabase/supabase-js';
import { EMPTY_PLAN, type PlanContact, type SafetyPlan } from '../types';

const COLUMNS =
  'warning_signs, coping_on_my_own, distractions, people_to_ask, professionals, safer_surroundings, reasons_for_living';

/** The caller's plan, or null when they have none yet (RLS gives only their own row). */
export async function fetchSafetyPlan(client: SupabaseClient): Promise<SafetyPlan | null> {
  const { data, error } = await client.from('safety_plans').select(COLUMNS).maybeSingle();
  if (error) throw error;
  return data ? { ...EMPTY_PLAN, ...(data as SafetyPlan) } : null;
}

/** Saves the whole plan: the first save creates the row (user_id defaults to the caller), later ones change it. */
export async function saveSafetyPlan(client: SupabaseClient, plan: SafetyPlan): Promise<void> {
  const { error } = await client.from('safety_plans').upsert(storable(plan), { onConflict: 'user_id' });
  if (error) throw error;
}

/**
 * The plan as the table accepts it: a contact row still being typed (no name yet) stays on
 * screen but is not sent, since the database requires every stored contact to have a name.
 */
export function storable(plan: SafetyPlan): SafetyPlan {
  const named = (contacts: PlanContact[]) =>
    contacts
      .filter((contact) => contact.name.trim() !== '')
      .map((contact) => ({ name: contact.name.trim(), reach: contact.reach.trim() }));
  return {
    ...plan,
    people_to_ask: named(plan.people_to_ask),
    professionals: plan.professionals && named(plan.professionals),
  };
}
