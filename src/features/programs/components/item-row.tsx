import type { ReactNode } from 'react';
import type { PointLabel, ProgramItem, ResourceLabel } from '../queries/use-programs';
import { RESOURCE_KIND_LABEL } from './program-format';

/**
 * What one item holds, as its row shows it: duration, texts, and the syllabus points and resources
 * it links (those not on this device are counted, not hidden, so nobody thinks they are gone).
 */
export function ItemContent({
  item,
  points,
  resources,
}: {
  item: ProgramItem;
  points: ReadonlyMap<string, PointLabel>;
  resources: ReadonlyMap<string, ResourceLabel>;
}) {
  const shownPoints = item.syllabus_point_ids.flatMap((id) => {
    const point = points.get(id);
    return point ? [{ id, ...point }] : [];
  });
  const shownResources = item.resource_ids.flatMap((id) => {
    const resource = resources.get(id);
    return resource ? [{ id, ...resource }] : [];
  });
  const hiddenPoints = item.syllabus_point_ids.length - shownPoints.length;
  const hiddenResources = item.resource_ids.length - shownResources.length;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium break-words">{item.title}</h3>
        <span className="text-xs text-muted-foreground">
          {item.duration_periods} {item.duration_periods === 1 ? 'period' : 'periods'}
        </span>
      </div>
      <ItemText label="Objectives" text={item.objectives} />
      <ItemText label="Success criteria" text={item.success_criteria} />
      <ItemText label="Activities" text={item.activities} />
      {(shownPoints.length > 0 || hiddenPoints > 0) && (
        <div className="text-sm">
          <span className="text-muted-foreground">Syllabus points: </span>
          <ul aria-label={`Syllabus points of ${item.title}`} className="inline">
            {shownPoints.map((point) => (
              <li
                key={point.id}
                title={point.description}
                className="mr-1 mb-1 inline-block rounded-sm border border-border px-1.5 font-mono text-xs"
              >
                {point.code}
              </li>
            ))}
          </ul>
          {hiddenPoints > 0 && (
            <span className="text-xs text-muted-foreground">
              {hiddenPoints === 1
                ? '1 point not on this device'
                : `${hiddenPoints} points not on this device`}
            </span>
          )}
        </div>
      )}
      {(shownResources.length > 0 || hiddenResources > 0) && (
        <div className="text-sm">
          <span className="text-muted-foreground">Resources: </span>
          <ul aria-label={`Resources of ${item.title}`} className="inline">
            {shownResources.map((resource, index) => (
              <li key={resource.id} className="inline break-words">
                {resource.title}{' '}
                <span className="text-xs text-muted-foreground">
                  ({RESOURCE_KIND_LABEL[resource.kind]})
                </span>
                {index < shownResources.length - 1 ? ', ' : ''}
              </li>
            ))}
          </ul>
          {hiddenResources > 0 && (
            <span className="text-xs text-muted-foreground">
              {shownResources.length > 0 ? ' · ' : ''}
              {hiddenResources === 1
                ? '1 resource you cannot see'
                : `${hiddenResources} resources you cannot see`}
            </span>
          )}
        </div>
      )}
    </>
  );
}

function ItemText({ label, text }: { label: string; text: string | null }): ReactNode {
  if (!text) return null;
  return (
    <p className="text-sm break-words">
      <span className="text-muted-foreground">{label}: </span>
      {text}
    </p>
  );
}
