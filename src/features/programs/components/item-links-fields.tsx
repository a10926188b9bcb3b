import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import {
  useItemLinkOptions,
  type PointOption,
  type ResourceOption,
} from '../queries/use-item-link-options';
import { LinkPicker, type PickerOption } from './link-picker';
import { RESOURCE_KIND_LABEL } from './program-format';

/** Who the editor is and which program: what the pickers offer depends on both. */
export type LinkScope = {
  userId: string | null;
  schoolId: string | null;
  syllabusId: string | null;
  /** A shared program's colleagues cannot link the editor's private resources. */
  programShared: boolean;
};

/**
 * The item's syllabus points and resources inside the item form: each chosen one with Remove, and
 * a searchable picker over the program's syllabus (or every syllabus on the device) and over the
 * teacher's and the school's resources. Applying the program links them to each lesson.
 */
export function ItemLinksFields({
  scope,
  pointIds,
  resourceIds,
  onPointsChange,
  onResourcesChange,
  errors,
}: {
  scope: LinkScope;
  pointIds: readonly string[];
  resourceIds: readonly string[];
  onPointsChange: (ids: string[]) => void;
  onResourcesChange: (ids: string[]) => void;
  errors: { points?: string; resources?: string };
}) {
  const options = useItemLinkOptions(scope.userId, scope.schoolId, scope.syllabusId);
  const [announcement, setAnnouncement] = useState('');
  const points = useMemo(() => new Map(options?.points.map((p) => [p.id, p])), [options]);
  const resources = useMemo(() => new Map(options?.resources.map((r) => [r.id, r])), [options]);
  const pointChoices = useMemo(
    () => (options?.points ?? []).filter((p) => !pointIds.includes(p.id)).map(pointOption),
    [options, pointIds],
  );
  const resourceChoices = useMemo(
    () => (options?.resources ?? []).filter((r) => !resourceIds.includes(r.id)).map(resourceOption),
    [options, resourceIds],
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LinkGroup
        title="Syllabus points"
        error={errors.points}
        chosen={pointIds.map((id) => {
          const point = points.get(id);
          return {
            id,
            label: point
              ? `${point.code} ${point.description}`
              : 'A syllabus point not on this device',
            code: point?.code ?? null,
            text: point?.description ?? 'A syllabus point not on this device',
            note: null,
          };
        })}
        empty="None yet. Link the points this item teaches."
        onRemove={(id, label) => {
          onPointsChange(pointIds.filter((other) => other !== id));
          setAnnouncement(`Removed ${label}`);
        }}
        picker={
          options && (
            <LinkPicker
              label="Add a syllabus point"
              searchLabel="Search syllabus points"
              placeholder="Code or words, e.g. AC9S8U01 or forces"
              options={pointChoices}
              emptyText={
                options.points.length === 0
                  ? 'No syllabus is on this device yet: a developer or your school publishes one.'
                  : 'Every point is linked already.'
              }
              onPick={(option) => {
                onPointsChange([...pointIds, option.id]);
                setAnnouncement(`Linked ${option.code ?? option.text}`);
              }}
            />
          )
        }
      />
      <LinkGroup
        title="Resources"
        error={errors.resources}
        chosen={resourceIds.map((id) => {
          const resource = resources.get(id);
          const privateInShared = resource && scope.programShared && !resource.shared;
          return {
            id,
            label: resource?.title ?? 'A resource you cannot see',
            code: null,
            text: resource?.title ?? 'A resource you cannot see',
            note: privateInShared
              ? 'Only you can see it: colleagues who apply this program will not get it.'
              : resource
                ? RESOURCE_KIND_LABEL[resource.kind]
                : null,
          };
        })}
        empty="None yet. Link worksheets, slides or notes for this item."
        onRemove={(id, label) => {
          onResourcesChange(resourceIds.filter((other) => other !== id));
          setAnnouncement(`Removed ${label}`);
        }}
        picker={
          options && (
            <LinkPicker
              label="Add a resource"
              searchLabel="Search resources"
              placeholder="Title, e.g. worksheet"
              options={resourceChoices}
              emptyText={
                options.resources.length === 0
                  ? 'You have no resources yet: add them on the Resources page.'
                  : 'Every resource is linked already.'
              }
              onPick={(option) => {
                onResourcesChange([...resourceIds, option.id]);
                setAnnouncement(`Linked ${option.text}`);
              }}
            />
          )
        }
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

type Chosen = { id: string; label: string; code: string | null; text: string; note: string | null };

function LinkGroup({
  title,
  chosen,
  empty,
  error,
  onRemove,
  picker,
}: {
  title: string;
  chosen: Chosen[];
  empty: string;
  error?: string;
  onRemove: (id: string, label: string) => void;
  picker: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium">{title}</legend>
      {chosen.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-label={title} className="space-y-1">
          {chosen.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-2 text-sm">
              <span className="min-w-0 break-words">
                {item.code && (
                  <span className="mr-2 font-mono text-xs font-semibold">{item.code}</span>
                )}
                {item.text}
                {item.note && (
                  <span className="block text-xs text-muted-foreground">{item.note}</span>
                )}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Remove ${item.label}`}
                onClick={() => onRemove(item.id, item.label)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {picker}
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}

const pointOption = (point: PointOption): PickerOption => ({
  id: point.id,
  code: point.code,
  text: point.description,
  detail: null,
  group: point.group,
});

const resourceOption = (resource: ResourceOption): PickerOption => ({
  id: resource.id,
  code: null,
  text: resource.title,
  detail: RESOURCE_KIND_LABEL[resource.kind],
  group: resource.mine ? 'Your resources' : 'Shared by your school',
});
