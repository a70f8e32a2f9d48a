/** The error a data call throws when it needs a signed-in user and there is none (docs/screens-and-strings.md). */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

export function requireUserId(userId: string | null | undefined): string {
  if (!userId) throw new Error(USER_NOT_AUTHENTICATED);
  return userId;
}
