import { ArrowLeft, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/shared/ui/button';
import { Markdown } from '@/shared/ui/markdown/markdown';
import { PageHeading } from '@/shared/ui/page-heading';
import type { ResourceCommands } from '../commands/use-resource-commands';
import { FileResourceActions } from '../files';
import { useResourceDetail } from '../queries/use-resource-detail';
import { KindBadge, subjectAndYears, TagList } from './resource-badges';
import { visibilityLabel, type ResourceEntry } from './resource-entry';
import { ResourceLessons } from './resource-lessons';
import { listPath } from './resource-paths';
import { useResourceEditing } from './use-resource-editing';

/** One resource: what it is, its note or link, the lessons that use it, and linking one more. */
export function ResourceDetailView({
  resourceId,
  userId,
  commands,
  now,
}: {
  resourceId: string;
  userId: string;
  commands: ResourceCommands | null;
  now: () => Date;
}) {
  const detail = useResourceDetail(resourceId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = listPath(params);
  const editing = useResourceEditing(commands, []);

  if (detail === undefined)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading the resource…
      </p>
    );
  if (detail === null)
    return (
      <>
        <PageHeading title="Resource not found" />
        <p className="text-sm text-muted-foreground">
          This resource is not on this device: it was deleted, or it is no longer shared with you.{' '}
          <Link to={back} className="text-primary underline">
            Back to resources
          </Link>
        </p>
      </>
    );

  const { resource, lessons, ownerName } = detail;
  const entry: ResourceEntry = {
    ...resource,
    lessonCount: lessons.length,
    ownerName: resource.owner_id === userId ? null : ownerName,
    editable: resource.owner_id === userId,
  };
  const meta = subjectAndYears(resource.subject, resource.years);
  return (
    <>
      <Link
        to={back}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All resources
      </Link>
      <PageHeading title={resource.title}>
        {entry.editable && commands && (
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => editing.edit(entry)}>
              <Pencil aria-hidden className="size-4" />
              Edit
            </Button>
            <Button
              variant="outline"
              onClick={() =>
                void editing.remove(entry).then((result) => {
                  if (result?.ok) void navigate(back);
                })
              }
            >
              <Trash2 aria-hidden className="size-4" />
              Delete
            </Button>
          </div>
        )}
      </PageHeading>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <article aria-label={resource.title} className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <KindBadge kind={resource.kind} />
            <span>{[meta, visibilityLabel(entry)].filter(Boolean).join(' · ')}</span>
          </div>
          <TagList tags={resource.tags} />
          {resource.description && (
            <p className="text-sm break-words whitespace-pre-wrap">{resource.description}</p>
          )}
          {resource.kind === 'link' && resource.url !== null && (
            <div className="space-y-2 rounded-lg border border-border bg-card p-4">
              <p className="text-sm break-all text-muted-foreground">{resource.url}</p>
              <Button asChild>
                <a href={resource.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden className="size-4" />
                  Open link<span className="sr-only"> in a new tab</span>
                </a>
              </Button>
            </div>
          )}
          {resource.kind === 'file' && (
            <div className="rounded-lg border border-border bg-card p-4">
              <FileResourceActions resource={resource} />
            </div>
          )}
          {resource.kind === 'note' && (
            <section
              aria-labelledby="note-heading"
              className="rounded-lg border border-border bg-card p-4"
            >
              <h2 id="note-heading" className="sr-only">
                Note
              </h2>
              <Markdown text={resource.body ?? ''} />
            </section>
          )}
        </article>
        <ResourceLessons
          resourceId={resource.id}
          title={resource.title}
          lessons={lessons}
          userId={userId}
          commands={commands}
          now={now}
        />
      </div>
      {editing.dialog}
    </>
  );
}
