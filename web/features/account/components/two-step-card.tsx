import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { SECURITY_SETTINGS_PATH } from '@web/features/auth';

/** Two-step verification lives on its own screen (/settings/security); this points there. */
export function TwoStepCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-step verification</CardTitle>
        <CardDescription>
          With an authenticator app, your password alone no longer opens your account or your data.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="secondary">
          <Link to={SECURITY_SETTINGS_PATH}>
            <ShieldCheck aria-hidden />
            Manage two-step verification
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
