import { toast } from 'sonner';

/** Copies the contract address and says so; a refused clipboard gets a calm, honest toast. */
export async function copyContractAddress(address: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(address);
    toast('Copied', { description: 'Contract address copied to clipboard' });
    return true;
  } catch {
    toast.error('Could not copy', { description: 'Your browser blocked the clipboard. Select the address and copy it by hand.' });
    return false;
  }
}
