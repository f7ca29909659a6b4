/*
 * What only a running recording needs (its header, request descriptions, the file): loaded when a
 * recording starts, so that the app's first download does not carry it.
 */
export { recordingFileName, recordingFileText } from './recordingFile';
export { recordingHeader } from './recordingHeader';
export { createRequestSummaries } from './requestSummary';
