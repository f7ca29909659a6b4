/**
 * Steps are stored in batches this long after the first of them: a burst becomes one write, and
 * a batch is stored long before the reload 300 ms after a site switch.
 */
export const RECORDING_FLUSH_MS = 20;
/** The largest recording, in characters of the downloaded file. */
export const RECORDING_LIMIT = 50 * 1024 * 1024;
/** The warning shows when this share of the limit is used. */
export const RECORDING_WARN_SHARE = 0.8;
/** From this size on, stopping offers a compressed (gzip) file. */
export const RECORDING_LARGE = 5 * 1024 * 1024;

export interface RecordingLimits {
  limit: number;
  warnAt: number;
}
