import { lazyMount } from '@web/lib/lazy-mount';

const LazyUserMenu = lazyMount(async () => (await import('./user-menu-content')).UserMenuContent);

/** The signed-in header's avatar menu; its code (a Radix dropdown) loads only for signed-in users. */
export function UserMenu() {
  return <LazyUserMenu shouldMount />;
}
