import { Link } from 'react-router';
import { Menu } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import type { NavItem } from './nav-items';

/** Below the md breakpoint the header's links fold into one compact, keyboard-friendly menu. */
export function MobileNav({ items }: { items: NavItem[] }) {
  return (
    <div className="md:hidden">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open menu">
            <Menu aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="min-w-52">
          {items.map((item) => (
            <DropdownMenuItem key={item.to} asChild>
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
