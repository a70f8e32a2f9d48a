/** The spec's error when a data call needs a signed-in user and there is none (section 8). */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

export function requireUserId(userId: string | null | undefined): string {
  if (!userId) throw new Error(USER_NOT_AUTHENTICATED);
  return userId;
}
