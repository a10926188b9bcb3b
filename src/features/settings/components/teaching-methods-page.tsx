import { useId, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useSession } from '@/shared/lib/session/session-context';
import { PageHeading } from '@/shared/ui/page-heading';
import {
  useTeachingMethodsCommands,
  type TeachingMethodsCommands,
} from '../commands/use-teaching-methods-commands';
import { editableList } from '../model/teaching-method-rules';
import { useTeachingMethods, type TeachingMethod } from '../queries/use-teaching-methods';
import { TeachingMethodForm } from './teaching-methods-form';
import { TeachingMethodsList } from './teaching-methods-list';

/**
 * /settings/teaching-methods: what reflections offer. Built-in methods for everyone (read-only);
 * a school's own list, edited by its OWNER and ADMIN and read by its other members; a solo
 * teacher's own list. Reads and writes go to the replica, so it works offline.
 */
export function TeachingMethodsPage() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const schoolId = user?.schoolId ?? null;
  const lists = useTeachingMethods(userId, schoolId);
  const commands = useTeachingMethodsCommands();
  const editable = user ? editableList({ userId: user.id, schoolId, role: user.role }) : null;
  const schoolName = user?.schoolName ?? 'Your school';

  return (
    <>
      <PageHeading title="Teaching methods" />
      <p className="mb-6 max-w-2xl text-sm text-muted-foreground">
        The methods you choose from when you reflect on a lesson. Analytics compare how well each
        one worked.
      </p>
      {lists === undefined || commands === null ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading teaching methods…
        </p>
      ) : (
        <div className="max-w-2xl space-y-8">
          {schoolId !== null && (
            <MethodsSection
              title={`${schoolName}’s methods`}
              description={
                editable === 'school'
                  ? 'Everyone in the school sees these in their reflections. Only owners and admins change them.'
                  : 'Chosen by your school’s owners and admins; only they can change this list.'
              }
              methods={lists.school}
              commands={editable === 'school' ? commands : undefined}
              empty={
                editable === 'school'
                  ? 'Your school has no methods of its own yet. Add the ones your staff use, e.g. Think-pair-share.'
                  : 'Your school has not added methods of its own yet; reflections offer the built-in ones below.'
              }
            />
          )}
          {(editable === 'own' || lists.own.length > 0) && (
            <MethodsSection
              title="Your own methods"
              description={
                editable === 'own'
                  ? 'Only you see these; your reflections offer them with the built-in ones.'
                  : 'Kept from when you worked solo; your reflections still offer them.'
              }
              methods={lists.own}
              commands={editable === 'own' ? commands : undefined}
              empty="You have no methods of your own yet. Add the ones you use, e.g. Think-pair-share."
            />
          )}
          <MethodsSection
            title="Built-in methods"
            description="Everyone has these; they cannot be changed here."
            methods={lists.builtIn}
            empty="The built-in methods are not on this device yet; they arrive with the next sync."
          />
        </div>
      )}
    </>
  );
}

function MethodsSection({
  title,
  description,
  methods,
  commands,
  empty,
}: {
  title: string;
  description: string;
  methods: TeachingMethod[];
  commands?: TeachingMethodsCommands;
  empty: string;
}) {
  const headingId = useId();
  let body: ReactNode = (
    <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
      {empty}
    </p>
  );
  if (methods.length > 0) {
    body = <TeachingMethodsList label={title} methods={methods} commands={commands} />;
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {body}
      {commands && (
        <div className="rounded-md border border-border p-4">
          <h3 className="mb-2 text-sm font-semibold">Add a method</h3>
          <TeachingMethodForm
            idPrefix={`add-${headingId}`}
            submitLabel="Add method"
            onSubmit={(input) => commands.add(input)}
            onSaved={() => toast.success('Method added')}
          />
        </div>
      )}
    </section>
  );
}
