import { Compass, MessageSquare } from 'lucide-react';
import { useFeedbackChat, useGuidedTour } from '@/shared/lib/assistance/assistance-context';
import { Button } from '@/shared/ui/button';

/**
 * The two ways to more help, each shown only while the app offers it (its flag is on and someone
 * is signed in): the guided tour from its first step, and the feedback chat.
 */
export function HelpActions() {
  const tour = useGuidedTour();
  const chat = useFeedbackChat();
  if (!tour.available && !chat.available) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {tour.available && (
        <Button variant="outline" onClick={() => tour.restart()}>
          <Compass aria-hidden className="size-4" />
          Restart the tour
        </Button>
      )}
      {chat.available && (
        <Button variant="outline" onClick={() => chat.open()}>
          <MessageSquare aria-hidden className="size-4" />
          Open the feedback chat
        </Button>
      )}
    </div>
  );
}
