/**
 * Copies the contract address and says so; a refused clipboard gets a calm, honest toast.
 * sonner is imported after the copy (which must run while the click still counts as the user's):
 * the landing page's first download does without it.
 */
export async function copyContractAddress(address: string): Promise<boolean> {
  const copied = await navigator.clipboard.writeText(address).then(
    () => true,
    () => false,
  );
  const { toast } = await import('sonner');
  if (copied) toast('Copied', { description: 'Contract address copied to clipboard' });
  else
    toast.error('Could not copy', {
      description: 'Your browser blocked the clipboard. Select the address and copy it by hand.',
    });
  return copied;
}
