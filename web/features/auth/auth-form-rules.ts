import { z } from 'zod';

/** Product-docs/product-behaviour.md and 9: the minimum password length on sign-up. */
export const MIN_PASSWORD_LENGTH = 6;

const email = z
  .string()
  .trim()
  .min(1, 'Please enter your email address.')
  .pipe(z.email('Please enter a valid email address.'));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password.'),
});

export const signUpSchema = z.object({
  email,
  password: z
    .string()
    .min(1, 'Please choose a password.')
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
  username: z.string().trim().max(60, 'Username must be at most 60 characters.'),
});

export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type RuleResult<Value, Field extends string> =
  { ok: true; value: Value } | { ok: false; errors: FieldErrors<Field> };

function toFieldErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field | undefined;
    // The first problem per field is the one worth reading.
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export interface SignInValues {
  email: string;
  password: string;
}

export function checkSignIn(input: SignInValues): RuleResult<SignInValues, keyof SignInValues> {
  const parsed = signInSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: toFieldErrors(parsed.error) };
}

export interface SignUpValues {
  email: string;
  password: string;
  username: string;
}

/** Valid sign-up values, with the username defaulted to the email's local part when empty. */
export function checkSignUp(input: SignUpValues): RuleResult<SignUpValues, keyof SignUpValues> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: toFieldErrors(parsed.error) };
  const { email: address, password, username } = parsed.data;
  return { ok: true, value: { email: address, password, username: username || defaultUsername(address) } };
}

/** The part of the email before the @ (docs/product-behaviour.md). */
export function defaultUsername(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1 ? address : address.slice(0, at);
}

export function checkTotpCode(input: string): RuleResult<string, 'code'> {
  const parsed = totpCodeSchema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: { code: parsed.error.issues[0]?.message ?? 'Invalid code.' } };
}

/** checkTotpCode on the `code` field of a submitted form (the sign-in step and enrolment). */
export function checkTotpCodeIn(form: HTMLFormElement): RuleResult<string, 'code'> {
  return checkTotpCode(String(new FormData(form).get('code') ?? ''));
}
