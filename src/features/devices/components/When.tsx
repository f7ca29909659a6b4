import { formatDateTime } from '../../../components/format';
import { formatRelativeTime } from '../relativeTime';

/** A relative time ("5 minutes ago") that shows the exact time on hover. */
export function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelativeTime(at)}
    </time>
  );
}
