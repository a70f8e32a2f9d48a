import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { CONTRACT_NOT_PUBLISHED_TEXT } from '../brand-state';
import { useBrand } from '../use-brand';
import { CopyContractButton } from './copy-contract-button';

/**
 * The official contract address with its explorer link and Copy. Until the deployment
 * configures one it says so, and the explorer link and Copy are disabled.
 */
export function ContractAddress({ className }: { className?: string }) {
  const { contract } = useBrand();
  const published = contract.status === 'published';
  return (
    <div
      className={cn('rounded-2xl border border-ink-700 bg-ink-950/50 p-4', className)}
      data-testid="contract-address"
    >
      <p className="text-xs font-semibold tracking-[0.14em] text-mist-300 uppercase">
        Official contract address (Solana)
      </p>
      {published ? (
        <code className="mt-2 block font-mono text-sm break-all text-sea-300">{contract.address}</code>
      ) : (
        <p className="mt-2 text-sm text-mist-200">{CONTRACT_NOT_PUBLISHED_TEXT}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {published && contract.explorerUrl ? (
          <a
            href={contract.explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            <ExternalLink aria-hidden />
            View on explorer
          </a>
        ) : (
          <button
            type="button"
            disabled
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            title={CONTRACT_NOT_PUBLISHED_TEXT}
          >
            <ExternalLink aria-hidden />
            View on explorer
          </button>
        )}
        <CopyContractButton size="sm" label="Copy" />
      </div>
    </div>
  );
}
