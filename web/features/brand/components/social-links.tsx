import { MessageCircle, Send } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, type ButtonSize } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { useBrand } from '../use-brand';
import { XLogo } from './x-logo';

/** The product's social pages (when configured) and a link to talk with Thera. */
export function SocialLinks({ size = 'md', className }: { size?: ButtonSize; className?: string }) {
  const { socialLinks } = useBrand();
  return (
    <ul className={cn('flex flex-wrap items-center gap-2', className)} aria-label="Community and chat">
      {socialLinks.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'ghost', size })}
            aria-label={`TheraAgent on ${link.label}`}
          >
            {link.key === 'x' ? <XLogo /> : <Send aria-hidden />}
            <span>{link.key === 'x' ? 'X' : link.label}</span>
          </a>
        </li>
      ))}
      <li>
        <Link to="/chat" className={buttonClasses({ variant: 'ghost', size })}>
          <MessageCircle aria-hidden />
          <span>Chat with Thera</span>
        </Link>
      </li>
    </ul>
  );
}
