import * as v from 'valibot';

/*
 * The pieces the analytics pages' kept-figure schemas share (each page's schema is its own
 * module, so a page's chunk carries only its own). Figures read back from the device pass their
 * page's schema before they are shown; AnalyticsFigures types each schema against the figures
 * its page computes, so a field added to them fails to type-check until the schema has it.
 */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** 0–100. */
export const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
/** A measure that is never negative (hours, averages). */
export const amount = v.pipe(v.number(), v.minValue(0));
export const isoDate = v.pipe(v.string(), v.isoDate());
export const dateRange = v.object({ start: isoDate, end: isoDate });
export const text = v.string();
export const maybeText = v.nullable(v.string());
export const maybeDate = v.nullable(isoDate);
/** A 1–12 school year, or none. */
export const maybeYear = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)));
