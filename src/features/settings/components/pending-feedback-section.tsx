import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import type { SyncCommands } from '../commands/use-sync-commands';
// The module, not the index: the index also carries the zod date schemas.
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { feedbackSummary } from '../model/sync-issue-text';
import { usePendingFeedback, type PendingFeedback } from '../queries/use-sync-issues';
import { runCommand } from './run-command';
import { Section } from './section';

export function PendingFeedbackSection({ commands }: { commands: SyncCommands }) {
  const reports = usePendingFeedback();
  return (
    <Section
      title="Feedback waiting to be sent"
      description="Reports written offline are sent when this device is online."
      empty="No feedback waiting."
      isEmpty={reports === undefined ? undefined : reports.length === 0}
    >
      <ul className="space-y-2">
        {reports?.map((report) => (
          <li key={report.id}>
            <FeedbackItem report={report} commands={commands} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function FeedbackItem({ report, commands }: { report: PendingFeedback; commands: SyncCommands }) {
  const [busy, setBusy] = useState(false);
  const summary = feedbackSummary(report.payload);
  const act = async (kind: 'retry' | 'discard') => {
    setBusy(true);
    await (kind === 'retry'
      ? runCommand(() => commands.retryFeedback(report.id), 'The report will be sent again.')
      : runCommand(() => commands.discardFeedback(report.id), 'Report discarded.'));
    setBusy(false);
  };
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-border p-3 text-sm">
      <div className="min-w-0 space-y-1">
        <p className="break-words font-medium">{summary}</p>
        <p className="text-muted-foreground">
          Written {formatLocalDateTime(report.created_at)}.{' '}
          {report.last_error
            ? `Not accepted: ${report.last_error}`
            : report.attempts > 0
              ? `Not sent yet (tried ${report.attempts} ${report.attempts === 1 ? 'time' : 'times'}); trying again automatically.`
              : 'Waiting to be sent.'}
        </p>
      </div>
      <div className="flex gap-2">
        {report.last_error ? (
          <Button size="sm" disabled={busy} onClick={() => void act('retry')}>
            Send again
          </Button>
        ) : null}
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void act('discard')}>
          Discard
        </Button>
      </div>
    </div>
  );
}
