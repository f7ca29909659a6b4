import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isReplaying, subscribeToReplayMode } from '../../core/state/replayMode';

// Only a replaying tab downloads the notice: most sessions never show it.
const ReplayNotice = lazy(() => import('./ReplayNotice'));

/** On every page while the tab replays a recording: a notice that storage and network are off. */
export function ReplayBanner() {
  const replaying = useSyncExternalStore(subscribeToReplayMode, isReplaying, () => false);
  return replaying ? (
    <Suspense fallback={null}>
      <ReplayNotice />
    </Suspense>
  ) : null;
}
