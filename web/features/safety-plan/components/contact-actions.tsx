import { ExternalLink, MessageSquare, Phone } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button';
import { contactLinks } from '../contact-links';
import type { PlanContact } from '../types';

const LABEL = { call: 'Call', message: 'Message', open: 'Open' } as const;
const ICON = { call: Phone, message: MessageSquare, open: ExternalLink } as const;

/** Call / Message (or Open) links for one contact; the name is in each link's accessible name. */
export function ContactActions({ contact, size = 'sm' }: { contact: PlanContact; size?: 'sm' | 'md' }) {
  const links = contactLinks(contact.reach);
  if (links.length === 0)
    return contact.reach ? <span className="text-sm break-words text-mist-300">{contact.reach}</span> : null;
  return (
    <span className="flex flex-wrap gap-2">
      {links.map((link) => {
        const Icon = ICON[link.kind];
        return (
          <a
            key={link.href}
            href={link.href}
            aria-label={`${LABEL[link.kind]} ${contact.name}`}
            className={buttonClasses({ variant: link.kind === 'call' ? 'primary' : 'outline', size })}
            {...(link.kind === 'open' ? { target: '_blank', rel: 'noreferrer' } : {})}
          >
            <Icon aria-hidden />
            {LABEL[link.kind]}
          </a>
        );
      })}
    </span>
  );
}

/** A list of contacts, each with its name, how to reach them, and tap-to-call links. */
export function ContactList({ contacts, testId }: { contacts: PlanContact[]; testId?: string }) {
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {contacts.map((contact, index) => (
        <li
          key={`${index}-${contact.name}`}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-ink-700 bg-ink-800/60 px-3 py-2.5"
        >
          <span className="flex min-w-0 flex-col">
            <span className="font-medium break-words text-mist-100">{contact.name}</span>
            {contactLinks(contact.reach).length > 0 && <span className="text-xs text-mist-300">{contact.reach}</span>}
          </span>
          <ContactActions contact={contact} />
        </li>
      ))}
    </ul>
  );
}
