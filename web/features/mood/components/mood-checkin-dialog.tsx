import { useState } from 'react';
import { toast } from 'sonner';
import SmilePlus from 'lucide-react/icons/smile-plus';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { MoodCheckinForm } from './mood-checkin-form';

/** The dashboard's on-demand check-in: a button that opens the form in a dialog. */
export function MoodCheckinDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <SmilePlus aria-hidden />
          Check in
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Check in</DialogTitle>
          <DialogDescription>Ten seconds: how you feel right now. Only you can see your check-ins.</DialogDescription>
        </DialogHeader>
        <MoodCheckinForm
          context="daily"
          question="How are you feeling?"
          onSaved={() => {
            setOpen(false);
            toast.success('Check-in saved');
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
