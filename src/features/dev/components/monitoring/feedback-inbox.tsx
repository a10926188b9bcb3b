import { useState } from 'react';
import { toast } from 'sonner';
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { SelectField } from '@/shared/ui/select/select';
import {
  useDevActions,
  type DevFeedbackReport,
  type FeedbackStatus,
  type FeedbackStatusFilter,
} from '../../api/dev-actions';
import {
  FEEDBACK_STATUS_FILTERS,
  FEEDBACK_STATUS_LABELS,
  feedbackMoves,
} from '../../model/dev-words';
import { useDevChange } from '../../queries/use-dev-change';
import { useFeedbackPage } from '../../queries/use-dev-reads';
import { DevSection } from '../dev-section';
import { KeysetPager, useKeysetPages } from '../frame/keyset-pager';
import { ServerReadView } from '../frame/server-read-view';
import { useChoiceParam } from '../frame/url-params';

/** The feedback reports people sent from the chat, newest first: new → triaged → closed. */
export function FeedbackInbox() {
  const [status, setStatus] = useChoiceParam<FeedbackStatusFilter>(
    'feedback',
    FEEDBACK_STATUS_FILTERS,
    'all',
  );
  const pages = useKeysetPages(status);
  const read = useFeedbackPage(status, pages.after);
  return (
    <DevSection
      title="Feedback inbox"
      description="Reports sent from the Feedback chat. Triage a new one once someone has looked at it; close it when it is dealt with."
      actions={
        <SelectField
          className="w-40"
          label="Status"
          value={status}
          options={FEEDBACK_STATUS_FILTERS.map((choice) => ({
            value: choice,
            label: FEEDBACK_STATUS_LABELS[choice],
          }))}
          onValueChange={(next) => setStatus(next as FeedbackStatusFilter)}
        />
      }
    >
      <ServerReadView read={read} what="the feedback reports">
        {(page) =>
          page.rows.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
              {status === 'all'
                ? 'No feedback yet. Reports arrive here when someone sends one from the Feedback chat.'
                : `No ${FEEDBACK_STATUS_LABELS[status].toLowerCase()} reports. Choose All to see every report.`}
            </p>
          ) : (
            <>
              <ul aria-label="Feedback reports" className="space-y-3">
                {page.rows.map((report) => (
                  <FeedbackReportItem key={report.id} report={report} disabled={!read.online} />
                ))}
              </ul>
              <KeysetPager
                label="Feedback pages"
                pageNumber={pages.pageNumber}
                nextCursor={page.nextCursor}
                busy={read.previous}
                onNext={pages.next}
                onPrevious={pages.previous}
              />
            </>
          )
        }
      </ServerReadView>
    </DevSection>
  );
}

function FeedbackReportItem({
  report,
  disabled,
}: {
  report: DevFeedbackReport;
  disabled: boolean;
}) {
  const actions = useDevActions();
  const [problem, setProblem] = useState<string | null>(null);
  const move = useDevChange((to: FeedbackStatus) => actions.setFeedbackStatus(report.id, to));
  const from = report.userEmail ?? 'someone whose account is gone';
  const firstWords = report.conversation.find((message) => message.role === 'user')?.content;

  const moveTo = async (to: FeedbackStatus) => {
    setProblem(null);
    const result = await move.run(to);
    if (!result.ok) setProblem(`The status did not change. ${actionErrorMessage(result.error)}`);
    else toast.success(`Report from ${from} is ${FEEDBACK_STATUS_LABELS[to].toLowerCase()}`);
  };

  return (
    <li
      aria-label={`Report from ${from}, ${formatLocalDateTime(report.createdAt)}`}
      className="space-y-2 rounded-md border border-border p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-muted px-1.5 py-0.5 text-xs font-medium">
          {FEEDBACK_STATUS_LABELS[report.status]}
        </span>
        <span className="font-medium">{from}</span>
        <span className="text-muted-foreground">· {formatLocalDateTime(report.createdAt)}</span>
        {report.category && <span className="text-muted-foreground">· {report.category}</span>}
        {report.severity && <span className="text-muted-foreground">· {report.severity}</span>}
        <div className="ml-auto flex flex-wrap gap-2">
          {feedbackMoves(report.status).map(({ to, label }) => (
            <Button
              key={to}
              variant="outline"
              size="sm"
              aria-label={`${label}: report from ${from}`}
              disabled={disabled || move.pending}
              onClick={() => void moveTo(to)}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
      {firstWords && <p className="line-clamp-3 whitespace-pre-wrap">{firstWords}</p>}
      {problem && <FormAlert>{problem}</FormAlert>}
      <details>
        <summary className="cursor-pointer text-muted-foreground">
          The whole conversation ({report.conversation.length} messages)
        </summary>
        <ol className="mt-2 space-y-1">
          {report.conversation.map((message, index) => (
            <li key={index} className="whitespace-pre-wrap">
              <span className="font-medium">{message.role}:</span> {message.content}
            </li>
          ))}
        </ol>
        {report.context && <p className="mt-2 text-muted-foreground">Context: {report.context}</p>}
      </details>
    </li>
  );
}
