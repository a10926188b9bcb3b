import { Link } from 'react-router';
import { formatIsoDate } from '@/shared/lib/dates/iso-date';
import { ResourceActions } from './resource-actions';
import { KindBadge, subjectAndYears, TagList } from './resource-badges';
import { usedInLabel, visibilityLabel, type ResourceEntry } from './resource-entry';

type Handlers = {
  hrefOf: (entry: ResourceEntry) => string;
  onEdit: (entry: ResourceEntry) => void;
  onDelete: (entry: ResourceEntry) => void;
};

/** The library as cards. */
export function ResourceGrid({ entries, ...handlers }: { entries: ResourceEntry[] } & Handlers) {
  return (
    <ul aria-label="Resources" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-4"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 className="min-w-0 text-base font-semibold break-words">
              <Link to={handlers.hrefOf(entry)} className="hover:underline">
                {entry.title}
              </Link>
            </h2>
            <KindBadge kind={entry.kind} />
          </div>
          {subjectAndYears(entry.subject, entry.years) && (
            <p className="text-sm text-muted-foreground">
              {subjectAndYears(entry.subject, entry.years)}
            </p>
          )}
          {entry.description && (
            <p className="line-clamp-2 text-sm break-words">{entry.description}</p>
          )}
          <TagList tags={entry.tags} />
          <p className="mt-auto text-xs text-muted-foreground">
            {usedInLabel(entry.lessonCount)} · {visibilityLabel(entry)}
          </p>
          <ResourceActions
            entry={entry}
            detailHref={handlers.hrefOf(entry)}
            onEdit={handlers.onEdit}
            onDelete={handlers.onDelete}
          />
        </li>
      ))}
    </ul>
  );
}

/** The library as a table, one row a resource. */
export function ResourceTable({ entries, ...handlers }: { entries: ResourceEntry[] } & Handlers) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Resources</caption>
        <thead className="border-b border-border text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Title
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Kind
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Subject and years
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Tags
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Lessons
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Updated
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-border last:border-0 align-top">
              <th scope="row" className="max-w-72 px-3 py-2 text-left font-medium break-words">
                <Link to={handlers.hrefOf(entry)} className="hover:underline">
                  {entry.title}
                </Link>
                <span className="block text-xs font-normal text-muted-foreground">
                  {visibilityLabel(entry)}
                </span>
              </th>
              <td className="px-3 py-2">
                <KindBadge kind={entry.kind} />
              </td>
              <td className="px-3 py-2">{subjectAndYears(entry.subject, entry.years) || '—'}</td>
              <td className="px-3 py-2">
                {entry.tags.length > 0 ? <TagList tags={entry.tags} /> : '—'}
              </td>
              <td className="px-3 py-2 tabular-nums">{entry.lessonCount}</td>
              <td className="px-3 py-2 tabular-nums whitespace-nowrap">
                {formatIsoDate(new Date(entry.updated_at))}
              </td>
              <td className="px-3 py-2">
                <ResourceActions
                  entry={entry}
                  detailHref={handlers.hrefOf(entry)}
                  onEdit={handlers.onEdit}
                  onDelete={handlers.onDelete}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
