import Construction from 'lucide-react/icons/construction';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';

/** The dashboard's Market Sentiment tab while the feature is being built. */
export function SentimentUnderConstruction() {
  return (
    <Alert variant="warning">
      <Construction aria-hidden />
      <div>
        <AlertTitle>Under Construction</AlertTitle>
        <AlertDescription>
          Market sentiment for the tokens you follow is being built. It will appear here once it is ready.
        </AlertDescription>
      </div>
    </Alert>
  );
}
