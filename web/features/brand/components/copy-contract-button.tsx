import { Copy } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { copyContractAddress } from '../copy-to-clipboard';
import { CONTRACT_NOT_PUBLISHED_TEXT } from '../brand-state';
import { useBrand } from '../use-brand';

/** Copy button for the token contract address; disabled (and says why) until one is configured. */
export function CopyContractButton({
  label = 'Copy Contract',
  ...props
}: Omit<ButtonProps, 'onClick' | 'disabled'> & { label?: string }) {
  const { contract } = useBrand();
  const published = contract.status === 'published';
  return (
    <Button
      variant="outline"
      disabled={!published}
      title={published ? contract.address : CONTRACT_NOT_PUBLISHED_TEXT}
      onClick={() => {
        if (published) void copyContractAddress(contract.address);
      }}
      {...props}
    >
      <Copy aria-hidden />
      {label}
    </Button>
  );
}
