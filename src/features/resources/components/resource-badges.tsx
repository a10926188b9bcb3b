import { FileText, Link2, Paperclip } from 'lucide-react';
import { KIND_LABELS, yearsLabel, type ResourceKind } from '../model/resource-rules';

const KIND_ICONS = { link: Link2, note: FileText, file: Paperclip } as const;

export function KindBadge({ kind }: { kind: ResourceKind }) {
  const Icon = KIND_ICONS[kind];
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
      <Icon aria-hidden className="size-3.5" />
      {KIND_LABELS[kind]}
    </span>
  );
}

/** "Science · Years 7, 8", or nothing when neither is set. */
export function subjectAndYears(subject: string | null, years: readonly number[]): string {
  return [subject, yearsLabel(years)].filter(Boolean).join(' · ');
}

export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-md border border-border px-1.5 py-0.5 text-xs text-muted-foreground"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
