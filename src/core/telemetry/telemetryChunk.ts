/*
 * What reports leave the page with, in a chunk of its own (with web-vitals): fetched at the first
 * error or after 5 s, so no route pays for it while it loads (bench:bundle budgets).
 */
export { sendErrorReport } from './errorReports';
export { startWebVitals } from './webVitals';
