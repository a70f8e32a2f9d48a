/** Someone to reach: a person, a service, a line. `reach` is a phone number, a messaging handle or a web address. */
export interface PlanContact {
  name: string;
  reach: string;
}

/** The Stanley-Brown steps as the safety_plans table stores them (docs/safety-plan.md). */
export interface SafetyPlan {
  warning_signs: string;
  coping_on_my_own: string;
  distractions: string;
  people_to_ask: PlanContact[];
  /** null until the person edits this step: the app offers their country's crisis lines meanwhile. */
  professionals: PlanContact[] | null;
  safer_surroundings: string;
  reasons_for_living: string;
}

export type TextStepKey =
  'warning_signs' | 'coping_on_my_own' | 'distractions' | 'safer_surroundings' | 'reasons_for_living';
export type ContactStepKey = 'people_to_ask' | 'professionals';
export type PlanStepKey = TextStepKey | ContactStepKey;

export const EMPTY_PLAN: SafetyPlan = {
  warning_signs: '',
  coping_on_my_own: '',
  distractions: '',
  people_to_ask: [],
  professionals: null,
  safer_surroundings: '',
  reasons_for_living: '',
};

/** The same limits as the table's CHECK constraints, so the form stops where the database would refuse. */
export const PLAN_LIMITS = { text: 2000, contacts: 10, name: 80, reach: 200 } as const;

/** True when the person has written anything of their own (offered crisis lines alone are not a plan). */
export function hasAnything(plan: SafetyPlan | null | undefined): boolean {
  if (!plan) return false;
  const texts: TextStepKey[] = [
    'warning_signs',
    'coping_on_my_own',
    'distractions',
    'safer_surroundings',
    'reasons_for_living',
  ];
  return (
    texts.some((key) => plan[key].trim() !== '') ||
    plan.people_to_ask.length > 0 ||
    (plan.professionals?.length ?? 0) > 0
  );
}

/** A text step's items, one a line, blank lines dropped. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
