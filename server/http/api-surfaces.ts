/**
 * The three API surfaces and the error body each one's client understands, so shared
 * middleware (API key, body limit, errors) answers in the shape supabase-js parses:
 * GoTrue `{code, error_code, msg}`, PostgREST `{code, details, hint, message}`, functions `{error}`.
 */
export type ApiSurface = 'auth' | 'rest' | 'functions';

export const API_PREFIXES: Record<ApiSurface, string> = {
  auth: '/auth/v1',
  rest: '/rest/v1',
  functions: '/functions/v1',
};

export function surfaceOf(path: string): ApiSurface | undefined {
  for (const [surface, prefix] of Object.entries(API_PREFIXES) as [ApiSurface, string][]) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return surface;
  }
  return undefined;
}

export interface SurfaceProblem {
  /** Machine code for auth and REST (e.g. `validation_failed`, `PGRST102`). */
  code: string;
  message: string;
  hint?: string;
}

export function surfaceErrorBody(surface: ApiSurface | undefined, problem: SurfaceProblem): Record<string, unknown> {
  switch (surface) {
    case 'auth':
      return { code: problem.code, error_code: problem.code, msg: problem.message };
    case 'rest':
      return { code: problem.code, details: null, hint: problem.hint ?? null, message: problem.message };
    default:
      return { error: problem.message };
  }
}
