import { useState } from 'react';
import { toast } from 'sonner';
import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { downloadJson, exportMyData } from '../api/export-my-data';

/** One click: a JSON file with everything stored about the person, plus this browser's chat. */
export function ExportCard() {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { fileName, json } = await exportMyData();
      downloadJson(fileName, json);
    } catch {
      toast.error('Export failed', { description: 'We could not prepare your data. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download your profile, completed exercises and notes, points, check-ins, safety plan and this browser's chat
          with Thera as one JSON file.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="secondary" disabled={busy} onClick={download}>
          <Download aria-hidden />
          {busy ? 'Preparing...' : 'Download my data'}
        </Button>
      </CardContent>
    </Card>
  );
}
