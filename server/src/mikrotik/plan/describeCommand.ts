/** Commands as people and logs see them: API words, secrets as "••••". */
import type { PlanCommand } from './planTypes';

/**
 * @example describeCommand({ path: '/ip/pool/set', attributes: { '.id': '*4', ranges: '10.0.0.2-10.0.0.9' }, undo: null })
 * // '/ip/pool/set =.id=*4 =ranges=10.0.0.2-10.0.0.9'
 */
export function describeCommand(command: Pick<PlanCommand, 'path' | 'attributes' | 'secrets'>): string {
  const words = Object.entries(command.attributes).map(
    ([name, value]) => `=${name}=${command.secrets?.includes(name) ? '••••' : value}`,
  );
  return [command.path, ...words].join(' ');
}
