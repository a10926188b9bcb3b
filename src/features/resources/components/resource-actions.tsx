import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { FileResourceActions } from '../files';
import type { ResourceEntry } from './resource-entry';

/**
 * What can be done with a resource from the list: open it (a link in a new tab with no opener or
 * referrer; a note in its detail), and, for the owner, edit or delete.
 */
export function ResourceActions({
  entry,
  detailHref,
  onEdit,
  onDelete,
}: {
  entry: ResourceEntry;
  detailHref: string;
  onEdit: (entry: ResourceEntry) => void;
  onDelete: (entry: ResourceEntry) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      {entry.kind === 'link' && entry.url !== null && (
        <Button asChild size="sm" variant="outline">
          <a
            href={entry.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${entry.title} in a new tab`}
          >
            <ExternalLink aria-hidden className="size-4" />
            Open
          </a>
        </Button>
      )}
      {entry.kind === 'file' && <FileResourceActions resource={entry} />}
      {entry.kind === 'note' && (
        <Button asChild size="sm" variant="outline">
          <Link to={detailHref} aria-label={`Read ${entry.title}`}>
            Read
          </Link>
        </Button>
      )}
      {entry.editable && (
        <>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit ${entry.title}`}
            onClick={() => onEdit(entry)}
          >
            <Pencil aria-hidden className="size-4" />
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${entry.title}`}
            onClick={() => onDelete(entry)}
          >
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        </>
      )}
    </div>
  );
}
