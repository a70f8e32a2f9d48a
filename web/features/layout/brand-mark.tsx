import { Link } from 'react-router';
import { TheraAvatar } from '@web/components/thera/thera-avatar';

/** Thera's face and the product name, linking home. */
export function BrandMark() {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-xl py-1 pr-2" aria-label="TheraAgent home">
      <TheraAvatar size={34} label="" />
      <span className="text-lg font-semibold tracking-tight">
        Thera<span className="text-sea-300">Agent</span>
      </span>
    </Link>
  );
}
