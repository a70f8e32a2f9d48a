import { LifeBuoy } from 'lucide-react';
import { crisisHelpFor } from '@common/safety/crisis-help';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';

/** Crisis help always one tap away on /chat, not only inside Thera's replies. */
export function CrisisSupportDialog() {
  // The lines for the browser's locale (US first when it names none), and the gambling line:
  // losses are what bring many traders here.
  const { resources } = crisisHelpFor({ language: null, locale: navigator.language, moneyLoss: true });
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <LifeBuoy aria-hidden />
          Crisis support
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Crisis support</DialogTitle>
          <DialogDescription>
            If you are thinking about suicide or self-harm, or you might hurt someone, please reach out to a person now.
            These services are free, confidential and open around the clock.
          </DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-3">
          {resources.map((resource) => (
            <li
              key={`${resource.name}-${resource.href}`}
              className="rounded-xl border border-ink-700 bg-ink-800/60 px-4 py-3"
            >
              <p className="text-sm font-medium text-mist-100">{resource.name}</p>
              <a
                href={resource.href}
                className="text-sm text-sea-300 underline underline-offset-2 hover:text-sea-400"
                {...(resource.href.startsWith('https:') ? { target: '_blank', rel: 'noreferrer' } : {})}
              >
                {resource.action}
              </a>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
