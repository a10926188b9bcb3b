import type { CalendarProblem } from '@/domain/calendar';

/** The messages of the problems whose field is `prefix` or lies under it ('terms[1]' → 'terms[1].end'). */
export function messagesUnder(problems: readonly CalendarProblem[], prefix: string): string[] {
  return problems
    .filter(
      (p) =>
        p.field === prefix || p.field.startsWith(`${prefix}.`) || p.field.startsWith(`${prefix}[`),
    )
    .map((p) => p.message);
}

/** Whether a problem names exactly this field. */
export const hasProblem = (problems: readonly CalendarProblem[], field: string) =>
  problems.some((p) => p.field === field);

/** Classes shared by the editor's inputs, selects and row buttons. */
export const CONTROL =
  'h-9 rounded-md border border-border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive disabled:opacity-70';
