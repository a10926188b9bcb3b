import { HEAT_STEPS } from '../../model/syllabus-coverage-heat';
import { heatShadeStyle } from './heat-shade';

/** What the shades mean, and the dash: read once above every grid. */
export function HeatLegend() {
  return (
    <div className="space-y-1 text-xs text-muted-foreground">
      <p id="heat-legend">
        Each cell is the share of the class&apos;s points in that strand taught by a lesson in this
        view; the darker the cell, the more is taught.
      </p>
      <ul aria-labelledby="heat-legend" className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {HEAT_STEPS.map((step) => (
          <li key={step.label} className="flex items-center gap-1">
            <span
              aria-hidden
              className="inline-block size-4 rounded-sm border border-border"
              style={heatShadeStyle(step)}
            />
            {step.label}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span
            aria-hidden
            className="inline-flex size-4 items-center justify-center rounded-sm border border-dashed border-border"
          >
            –
          </span>
          no point of the strand for the class
        </li>
      </ul>
    </div>
  );
}
