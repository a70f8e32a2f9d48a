import { useEffect, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAuth } from '../auth-provider';
import { useLoginDialog } from '../login-dialog-provider';
import { ForgotPasswordForm } from './forgot-password-form';
import { MfaCodeStep } from './mfa-code-step';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export const TERMS_NOTICE = 'By creating an account, you agree to our Terms of Service and Privacy Policy.';

/**
 * The one login dialog (Sign In / Sign Up), opened through useLoginDialog(). While a password
 * session still owes its second factor ('mfa-required') it shows the code step instead, and it
 * opens by itself when that state begins (e.g. a reload mid-way), so the user is asked at once.
 */
export function LoginDialog() {
  const { isOpen, tab, openLoginDialog, closeLoginDialog } = useLoginDialog();
  const { status } = useAuth();
  const needsCode = status === 'mfa-required';
  const [forgotPassword, setForgotPassword] = useState(false);
  // Each opening starts at the sign-in form, not where the last one was left (React's
  // "adjust state when a prop changes" pattern, no effect).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setForgotPassword(false);
  }

  useEffect(() => {
    if (needsCode) openLoginDialog();
  }, [needsCode, openLoginDialog]);

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? openLoginDialog(tab) : closeLoginDialog())}>
      <DialogContent>
        {needsCode ? (
          <>
            <DialogHeader>
              <DialogTitle>Two-step verification</DialogTitle>
              <DialogDescription>One more step to keep your account safe.</DialogDescription>
            </DialogHeader>
            <MfaCodeStep onVerified={closeLoginDialog} />
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Welcome to TheraAgent</DialogTitle>
              <DialogDescription>Sign in or create an account to talk with Thera.</DialogDescription>
            </DialogHeader>
            <Tabs value={tab} onValueChange={(next) => openLoginDialog(next === 'sign-up' ? 'sign-up' : 'sign-in')}>
              <TabsList className="w-full">
                <TabsTrigger value="sign-in" className="flex-1">
                  Sign In
                </TabsTrigger>
                <TabsTrigger value="sign-up" className="flex-1">
                  Sign Up
                </TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in" className="mt-5">
                {forgotPassword ? (
                  <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
                ) : (
                  <SignInForm onSignedIn={closeLoginDialog} onForgotPassword={() => setForgotPassword(true)} />
                )}
              </TabsContent>
              <TabsContent value="sign-up" className="mt-5">
                <SignUpForm onSignedUp={closeLoginDialog} />
              </TabsContent>
            </Tabs>
            <p className="mt-5 text-center text-xs leading-relaxed text-mist-300">{TERMS_NOTICE}</p>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
