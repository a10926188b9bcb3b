import type { CSSProperties } from 'react';
import type { HeatStep } from '../../model/syllabus-coverage-heat';

/**
 * A heat step's colours: the theme's primary mixed over the page background at the step's share, so the map
 * follows light and dark without its own palette. Printers keep the shading (print-color-adjust);
 * the percentage is written in every cell, so the map reads without colour either way.
 */
export function heatShadeStyle(step: HeatStep): CSSProperties {
  return {
    backgroundColor:
      step.mix === 0
        ? undefined
        : `color-mix(in oklch, var(--primary) ${String(Math.round(step.mix * 100))}%, transparent)`,
    printColorAdjust: 'exact',
    WebkitPrintColorAdjust: 'exact',
  };
}

/** Text on a strong shade uses the primary's own foreground colour; otherwise the page's. */
export const heatTextClass = (step: HeatStep) =>
  step.strong ? 'text-primary-foreground' : 'text-foreground';
