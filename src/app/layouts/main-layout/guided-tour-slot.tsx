import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  GuidedTourContext,
  useGuidedTour,
  type GuidedTourControl,
} from '@/shared/lib/assistance/assistance-context';

/**
 * Every page's initial JS is charged with the layouts, and several routes are within a few
 * hundred bytes of the budget: the tour's trigger loads as its own small chunk right after the
 * layout, and the tour itself (driver.js) only when one starts. Until the trigger is in, Help and
 * the profile see the tour as unavailable.
 */
const GuidedTour = lazy(() =>
  import('@/features/guided-tour/components/guided-tour').then((module) => ({
    default: module.GuidedTour,
  })),
);

/** Provides the guided tour's control (spec §4) to the pages of the main layout. */
export function GuidedTourSlot({ children }: { children: ReactNode }) {
  const [control, setControl] = useState<GuidedTourControl>(useGuidedTour());
  return (
    <GuidedTourContext value={control}>
      {children}
      <Suspense fallback={null}>
        <GuidedTour onControl={setControl} />
      </Suspense>
    </GuidedTourContext>
  );
}
