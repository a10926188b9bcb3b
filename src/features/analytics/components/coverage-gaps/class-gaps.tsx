import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import {
  GAPS_SHOWN_PER_CLASS,
  type ClassGaps as ClassGapsFigures,
  type CoverageGap,
} from '../../model/coverage-gaps-list';
import { countOf } from '@/shared/lib/format/figures';
import { classCoverageHref } from '../frame/analytics-links';
import { gapText, PlannedLink, PriorityBadge } from './gap-columns';
import type { PlanThisActions } from './use-plan-this-actions';

/**
 * One class's gaps, most pressing first, as a table: the first GAPS_SHOWN_PER_CLASS, then more on
 * request (a syllabus can leave hundreds untaught; the CSV always has them all).
 */
export function ClassGaps({
  figures,
  actions,
}: {
  figures: ClassGapsFigures;
  actions: PlanThisActions | null;
}) {
  const [shown, setShown] = useState(GAPS_SHOWN_PER_CLASS);
  const { classId, className, gaps, inScope, otherPriorities } = figures;
  const headingId = `gaps-${classId}`;
  const untaught = gaps.filter((gap) => gap.kind === 'untaught').length;
  const hidden = gaps.length - Math.min(shown, gaps.length);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold">
        <Link to={classCoverageHref(classId)} className="underline-offset-4 hover:underline">
          {className}
        </Link>
      </h2>
      {inScope === 0 ? (
        <p className="text-sm text-muted-foreground">
          No point of the class&apos;s syllabus is in scope for its year or stage: check the
          class&apos;s year and stage under Classes.
        </p>
      ) : gaps.length === 0 && otherPriorities > 0 ? (
        <p className="text-sm text-muted-foreground">
          No gaps at the chosen priority ({countOf(otherPriorities, 'gap')} at other priorities).
        </p>
      ) : gaps.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No gaps: every point in scope is taught, and none is judged below mastered.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {countOf(gaps.length, 'gap')} of {countOf(inScope, 'point')} in scope:{' '}
            {untaught.toLocaleString()} not taught, {(gaps.length - untaught).toLocaleString()}{' '}
            below mastered.
          </p>
          <GapsTable
            caption={`Gaps of ${className}`}
            gaps={gaps.slice(0, shown)}
            actions={actions}
          />
          {hidden > 0 && (
            <div data-print="hide" className="flex flex-wrap items-center gap-3 text-sm">
              <span className="text-muted-foreground">
                Showing {shown.toLocaleString()} of {gaps.length.toLocaleString()}.
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setShown((n) => n + GAPS_SHOWN_PER_CLASS)}
              >
                Show {Math.min(hidden, GAPS_SHOWN_PER_CLASS).toLocaleString()} more
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function GapsTable({
  caption,
  gaps,
  actions,
}: {
  caption: string;
  gaps: readonly CoverageGap[];
  actions: PlanThisActions | null;
}) {
  return (
    <div
      data-print="section"
      className="max-w-full overflow-x-auto rounded-md border border-border"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              Priority
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              Point
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              Strand
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              Gap
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              <span className="sr-only">Plan</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {gaps.map((gap) => (
            <GapRow key={gap.syllabusPointId} gap={gap} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GapRow({ gap, actions }: { gap: CoverageGap; actions: PlanThisActions | null }) {
  const [busy, setBusy] = useState(false);
  const plan = async () => {
    if (!actions) return;
    setBusy(true);
    try {
      await actions.planThis({
        classId: gap.classId,
        className: gap.className,
        pointId: gap.syllabusPointId,
        code: gap.code,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr className="border-t border-border">
      <td className="px-3 py-2 align-top">
        <PriorityBadge gap={gap} />
      </td>
      <th scope="row" className="min-w-48 px-3 py-2 text-start align-top font-normal">
        <span className="block font-mono text-xs font-semibold">{gap.code}</span>
        <span className="block break-words">{gap.description}</span>
      </th>
      <td className="px-3 py-2 align-top text-muted-foreground">{gap.strand ?? '—'}</td>
      <td className="px-3 py-2 align-top">{gapText(gap)}</td>
      <td className="px-3 py-2 text-end align-top">
        {gap.plannedFor ? (
          <PlannedLink planned={gap.plannedFor} />
        ) : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            data-print="hide"
            className="whitespace-nowrap"
            disabled={!actions || busy}
            aria-label={`Plan ${gap.code} for ${gap.className} in the next free lesson`}
            onClick={() => void plan()}
          >
            Plan this
          </Button>
        )}
      </td>
    </tr>
  );
}
