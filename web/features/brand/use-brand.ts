import { useMemo } from 'react';
import { useAppSetting } from '@web/lib/app-config';
import { buyUrl, contractState, socialLinks } from './brand-state';

/** Brand settings from app-config, already turned into what the screens may show. */
export function useBrand() {
  const brand = useAppSetting((settings) => settings.brand);
  return useMemo(
    () => ({
      contract: contractState(brand),
      buyUrl: buyUrl(brand),
      socialLinks: socialLinks(brand),
      introVideoUrl: brand.introVideoUrl?.trim() || null,
    }),
    [brand],
  );
}
