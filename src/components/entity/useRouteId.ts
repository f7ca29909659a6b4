import { useParams } from 'react-router';
import { parseId } from '../../core/paths';

/** The `:id` of the current route as a number, or null when it is not a positive integer. */
export function useRouteId(): number | null {
  return parseId(useParams().id);
}
