import { HeartHandshake, LogOut, ShieldCheck, UserCog } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { SAFETY_PLAN_PATH } from '@web/lib/safety-plan-path';
import { displayName } from '@web/lib/display-name';
import { useAuth } from '../auth-provider';
import { ACCOUNT_SETTINGS_PATH, SECURITY_SETTINGS_PATH } from '../settings-paths';

/** The signed-in header's avatar menu: who is signed in, My safety plan, Account and Security settings, Sign out. */
export function UserMenuContent() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const name = displayName(user);
  const initial = (name.trim()[0] ?? '?').toUpperCase();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-sea-400 to-lavender-400 text-sm font-semibold text-ink-950 ring-2 ring-ink-700 transition hover:ring-sea-300/60"
      >
        <span aria-hidden>{initial}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate text-sm font-medium text-mist-100">{name}</span>
          {user.email && user.email !== name && <span className="truncate">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(SAFETY_PLAN_PATH)}>
          <HeartHandshake aria-hidden />
          My safety plan
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(ACCOUNT_SETTINGS_PATH)}>
          <UserCog aria-hidden />
          Account settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(SECURITY_SETTINGS_PATH)}>
          <ShieldCheck aria-hidden />
          Security settings
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={async () => {
            await signOut();
            navigate('/');
          }}
        >
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
