import { Button } from '@/shared/ui/button';
import { StatusScreen } from '@/shared/ui/status-screen';

/** Spec §2: an unexpected crash offers Refresh Page and Try Again. */
export function SomethingWentWrong({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <StatusScreen
      role="alert"
      title="Something went wrong"
      message="Nothing you saved has been lost. Try again, or refresh the page."
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
          <Button variant="outline" onClick={onTryAgain}>
            Try Again
          </Button>
        </>
      }
    />
  );
}
