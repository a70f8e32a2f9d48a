/** What other features use of the brand: its links and contract address, and the buttons that show them. */
export { useBrand } from './use-brand';
export { CONTRACT_NOT_PUBLISHED_TEXT } from './brand-state';
export { BuyLink } from './components/buy-link';
export { CopyContractButton } from './components/copy-contract-button';
export { SocialLinks } from './components/social-links';
