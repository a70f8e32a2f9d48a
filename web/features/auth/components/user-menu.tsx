/** The signed-in header's avatar menu with Security settings and Sign out (signed-in issue). */
export function UserMenu() {
  return null;
}
