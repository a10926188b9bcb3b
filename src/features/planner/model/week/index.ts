/** The planner week view's pure rules: dates, days, filters, grid layout and the week cache. */
export * from './week-dates';
export * from './week-days';
export * from './week-filters';
export * from './week-lesson';
export * from './week-grid';
export * from './week-cache';
