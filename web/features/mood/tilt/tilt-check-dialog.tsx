import { useState } from 'react';
import { Link } from 'react-router';
import Hourglass from 'lucide-react/icons/hourglass';
import { Button, buttonClasses } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { ChoiceChip } from '../components/choice-chip';
import { COOLING_OFF_MINUTES, type CoolingOffMinutes } from './cooling-off';
import { CoolingOffTimer } from './cooling-off-timer';
import { TiltQuestions } from './tilt-questions';
import type { TiltReading } from './tilt-reading';

type Step =
  { name: 'questions' } | { name: 'read'; reading: TiltReading } | { name: 'pause'; minutes: CoolingOffMinutes };

/** "About to trade?": three questions, a plain reading, and, on tilt, an offered pause. Never blocking. */
export function TiltCheckDialog() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'questions' });
  const [minutes, setMinutes] = useState<CoolingOffMinutes>(5);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) setStep({ name: 'questions' });
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Hourglass aria-hidden />
          About to trade?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>About to trade?</DialogTitle>
          <DialogDescription>
            Three quick questions, just for you. Whatever they say, the decision stays yours.
          </DialogDescription>
        </DialogHeader>
        {step.name === 'questions' && <TiltQuestions onRead={(reading) => setStep({ name: 'read', reading })} />}
        {step.name === 'read' && !step.reading.tilt && (
          <div className="flex flex-col gap-4" data-testid="tilt-read">
            <p role="status" className="text-mist-100">
              Your answers sound steady: in your plan, and a trade you would take after a night's sleep.
            </p>
            <Button variant="outline" className="self-start" onClick={() => changeOpen(false)}>
              Close
            </Button>
          </div>
        )}
        {step.name === 'read' && step.reading.tilt && (
          <div className="flex flex-col gap-4" data-testid="tilt-read">
            <p role="status" className="text-mist-100">
              There is a strong pull in this moment: {step.reading.reasons.join(', ')}. A short pause can help the
              decision feel like your own.
            </p>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm text-mist-200">Cooling-off time</legend>
              <div className="flex flex-wrap gap-1.5">
                {COOLING_OFF_MINUTES.map((option) => (
                  <ChoiceChip
                    key={option}
                    type="radio"
                    name="cooling-off-minutes"
                    value={String(option)}
                    checked={minutes === option}
                    onChange={() => setMinutes(option)}
                  >
                    {option} min
                  </ChoiceChip>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setStep({ name: 'pause', minutes })}>Start a {minutes}-minute pause</Button>
              <Link to="/decision-clarity" className={buttonClasses({ variant: 'outline' })}>
                Decision Clarity session
              </Link>
            </div>
            <Button variant="ghost" className="self-start" onClick={() => changeOpen(false)}>
              Not now
            </Button>
          </div>
        )}
        {step.name === 'pause' && <CoolingOffTimer minutes={step.minutes} onStop={() => changeOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
