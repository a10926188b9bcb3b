import { Button } from '@/shared/ui/button';
import type { ChatStep } from '../model/chat-rules';
import { FEEDBACK_SEVERITIES, SEVERITY_LABELS } from '../model/severity-rules';

const REPLIES: Partial<Record<ChatStep, { label: string; replies: readonly string[] }>> = {
  category: { label: 'Kind of feedback', replies: ['Bug', 'Improvement'] },
  severity: {
    label: 'Severity',
    replies: FEEDBACK_SEVERITIES.map((severity) => SEVERITY_LABELS[severity]),
  },
};

/** One-tap answers for the steps with a fixed set (spec §4: severity offers quick replies). */
export function QuickReplies({
  step,
  disabled,
  onReply,
}: {
  step: ChatStep;
  disabled: boolean;
  onReply: (text: string) => void;
}) {
  const offer = REPLIES[step];
  if (!offer) return null;
  return (
    <div role="group" aria-label={offer.label} className="flex flex-wrap gap-2">
      {offer.replies.map((reply) => (
        <Button
          key={reply}
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => onReply(reply)}
        >
          {reply}
        </Button>
      ))}
    </div>
  );
}
