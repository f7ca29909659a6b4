/**
 * The pre-6.43 login challenge: the router answers `/login` with `!done =ret=<32 hex chars>` and
 * expects `=response=00` + hex(md5(0x00 + password + challenge bytes)).
 */
import { createHash } from 'node:crypto';

/**
 * Computes the `=response=` value for a legacy challenge.
 * @example challengeResponse('', 'ebddd18303a54111e2dea05a92ab46b4') // '00' + 32 hex chars
 */
export function challengeResponse(password: string, challengeHex: string): string {
  if (!/^[0-9a-fA-F]{32}$/.test(challengeHex)) {
    throw new RangeError('The login challenge must be 32 hex characters');
  }
  const digest = createHash('md5')
    .update(Buffer.from([0]))
    .update(Buffer.from(password, 'utf8'))
    .update(Buffer.from(challengeHex, 'hex'))
    .digest('hex');
  return `00${digest}`;
}
