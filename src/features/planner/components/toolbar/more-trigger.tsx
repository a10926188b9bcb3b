import { ChevronDown } from 'lucide-react';

/** The More menu's trigger, the same before and after its lazy chunk loads. */
export const MORE_LABEL = 'More planner actions';
export const MORE_TRIGGER_CLASS =
  'inline-flex h-8 items-center gap-1 rounded-md border border-border bg-background px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function MoreFace() {
  return (
    <>
      More
      <ChevronDown aria-hidden className="size-4" />
    </>
  );
}
