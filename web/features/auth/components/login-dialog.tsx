/** The one login dialog (Sign In / Sign Up), opened through useLoginDialog(). */
export function LoginDialog() {
  return null;
}
