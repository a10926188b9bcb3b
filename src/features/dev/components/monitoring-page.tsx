import { PageHeading } from '@/shared/ui/page-heading';
import { DevQueryScope } from './frame/dev-query-scope';
import { ActivitySection } from './monitoring/activity-section';
import { FeedbackInbox } from './monitoring/feedback-inbox';
import { HealthSection } from './monitoring/health-section';

/** /dev/monitoring: health (every 30 s), sync activity over time, and the feedback inbox. */
export function MonitoringPage() {
  return (
    <DevQueryScope>
      <PageHeading title="Monitoring" />
      <div className="max-w-6xl space-y-10">
        <HealthSection />
        <ActivitySection />
        <div id="feedback" className="scroll-mt-4">
          <FeedbackInbox />
        </div>
      </div>
    </DevQueryScope>
  );
}
