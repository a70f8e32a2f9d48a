export interface NavItem {
  to: string;
  label: string;
  signedInOnly?: boolean;
}

/** The header's links, in the product's order (Dashboard shows only to signed-in users). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', signedInOnly: true },
  { to: '/about', label: 'About' },
  { to: '/whitepaper', label: 'Whitepaper' },
  { to: '/chat', label: 'TheraAgent' },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly);
}
