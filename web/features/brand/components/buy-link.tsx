import { ShoppingCart } from 'lucide-react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@web/components/ui/button';
import { CONTRACT_NOT_PUBLISHED_TEXT } from '../brand-state';
import { useBrand } from '../use-brand';

/** 'Buy' opens the token's chart page; without a published address it is a disabled button. */
export function BuyLink({
  variant = 'secondary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { buyUrl } = useBrand();
  const classes = buttonClasses({ variant, size, className });
  if (!buyUrl) {
    return (
      <button type="button" className={classes} disabled title={CONTRACT_NOT_PUBLISHED_TEXT}>
        <ShoppingCart aria-hidden />
        Buy
      </button>
    );
  }
  return (
    <a href={buyUrl} target="_blank" rel="noopener noreferrer" className={classes}>
      <ShoppingCart aria-hidden />
      Buy
    </a>
  );
}
