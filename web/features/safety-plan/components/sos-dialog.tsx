import { useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { MessageCircleHeart } from 'lucide-react';
import { crisisHelpFor } from '@common/safety/crisis-help';
import { buttonClasses } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { CrisisLineList } from '@web/components/crisis-line-list';
import { browserLocale } from '../starting-professionals';
import { GroundingExercise } from './grounding-exercise';
import { SosPlan } from './sos-plan';

/**
 * What SOS opens, in this order: a minute of grounding, the person's own plan (people first),
 * the crisis lines for their locale, and Thera. Visitors (no plan, no chat) get the crisis lines.
 * Everything here is in this one chunk, which the header loads ahead of need, so it opens offline.
 */
export function SosDialog({
  open,
  onOpenChange,
  userId,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string | null;
  /** The header's SOS button: the dialog has no Radix trigger of its own to hand focus back to. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const planHeading = useRef<HTMLHeadingElement>(null);
  const help = crisisHelpFor({ language: null, locale: browserLocale(), moneyLoss: false });
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-lg p-5 sm:p-6"
        data-testid="sos-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>SOS</DialogTitle>
          <DialogDescription>
            {userId
              ? 'You are not alone in this. One small step at a time.'
              : 'You are not alone in this. These lines are free and answer any time.'}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-6">
          {userId && (
            <>
              <SosSection title="Take one minute" testId="sos-grounding">
                <GroundingExercise onSkip={() => planHeading.current?.focus()} />
              </SosSection>
              <SosSection title="My safety plan" testId="sos-my-plan" headingRef={planHeading}>
                <SosPlan userId={userId} onLeave={close} />
              </SosSection>
            </>
          )}
          <SosSection title="Crisis lines" testId="sos-lines">
            <CrisisLineList resources={help.resources} testId="sos-crisis-lines" />
          </SosSection>
          {userId ? (
            <SosSection title="Talk to Thera" testId="sos-thera">
              <Link
                to="/chat"
                onClick={close}
                className={buttonClasses({ variant: 'outline', className: 'self-start' })}
              >
                <MessageCircleHeart aria-hidden />
                Talk to Thera
              </Link>
            </SosSection>
          ) : (
            <p className="text-sm text-mist-300">
              Signed in, SOS also opens a one-minute grounding exercise and your own safety plan.
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function SosSection({
  title,
  testId,
  headingRef,
  children,
}: {
  title: string;
  testId: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3" data-testid={testId} aria-label={title}>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-mist-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sea-300/40"
      >
        {title}
      </h3>
      {children}
    </section>
  );
}
