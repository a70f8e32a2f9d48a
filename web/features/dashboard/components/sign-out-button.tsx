import { useState } from 'react';
import { useNavigate } from 'react-router';
import LogOut from 'lucide-react/icons/log-out';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth';

/** Signs out and returns to the landing page (docs/product-behaviour.md, dashboard overview). */
export function SignOutButton() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await signOut();
      navigate('/');
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <Button variant="outline" onClick={handleSignOut} disabled={isSigningOut}>
      <LogOut aria-hidden />
      Sign Out
    </Button>
  );
}
