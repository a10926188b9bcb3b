import { useSearchParams } from 'react-router';
import { useSession } from '@/shared/lib/session/session-context';
import { useResourceCommands } from '../commands/use-resource-commands';
import { ResourceDetailView } from './resource-detail';
import { ResourceIndex } from './resource-index';
import { RESOURCE_PARAM } from './resource-paths';

const systemNow = () => new Date();

/**
 * /resources: the teacher's links and notes and their school's shared ones, from the replica (so
 * offline too), searched as they type; ?resource=<id> opens one.
 */
export function ResourcesPage({ now = systemNow }: { now?: () => Date }) {
  const [params] = useSearchParams();
  const session = useSession();
  const commands = useResourceCommands();
  const user = session.status === 'signed-in' ? session.user : null;
  if (!user) return null;
  const resourceId = params.get(RESOURCE_PARAM);
  if (resourceId)
    return (
      <ResourceDetailView resourceId={resourceId} userId={user.id} commands={commands} now={now} />
    );
  return <ResourceIndex userId={user.id} schoolId={user.schoolId} commands={commands} />;
}
