import net from 'node:net';
import { matchesQuery } from '../../../tools/routeros-simulator/queryEvaluator';
import { formatUptime } from '../../../tools/routeros-simulator/uptime';
import { SentenceDecoder } from '../../../server/src/routeros/sentenceDecoder';
import { encodeSentence } from '../../../server/src/routeros/wordCodec';
import { useSimulator } from './helpers/simulatorHarness';

/** Sends raw sentences and collects replies until the socket closes or `count` sentences arrived. */
function exchange(port: number, pieces: Buffer[], count: number): Promise<{ replies: string[][]; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const decoder = new SentenceDecoder();
    const replies: string[][] = [];
    socket.on('data', (chunk) => {
      replies.push(...decoder.push(chunk));
      if (replies.length >= count) {
        socket.destroy();
        resolve({ replies, closed: false });
      }
    });
    socket.on('close', () => resolve({ replies, closed: true }));
    socket.on('error', reject);
    socket.on('connect', async () => {
      for (const piece of pieces) {
        socket.write(piece);
        await new Promise((wait) => setTimeout(wait, 1));
      }
    });
  });
}

describe('RouterOS simulator wire protocol', () => {
  const simulator = useSimulator();

  it('answers a command sent before login with !fatal and closes the connection', async () => {
    const { replies, closed } = await exchange(simulator().port, [encodeSentence(['/interface/print'])], 5);
    expect(replies).toEqual([['!fatal', 'not logged in']]);
    expect(closed).toBe(true);
  });

  it('understands sentences that arrive one byte at a time', async () => {
    const stream = Buffer.concat([
      encodeSentence(['/login', '=name=admin', '=password=simpass', '.tag=a']),
      encodeSentence(['/system/identity/print', '.tag=b']),
    ]);
    const bytes = [...stream].map((byte) => Buffer.from([byte]));
    const { replies } = await exchange(simulator().port, bytes, 3);
    expect(replies).toEqual([
      ['!done', '.tag=a'],
      ['!re', '=name=bldg-042-gw', '.tag=b'],
      ['!done', '.tag=b'],
    ]);
  });

  it('sends untagged replies for untagged commands and !empty before !done', async () => {
    const { replies } = await exchange(
      simulator().port,
      [
        encodeSentence(['/login', '=name=admin', '=password=simpass']),
        encodeSentence(['/ip/pool/print', '?name=missing']),
      ],
      3,
    );
    expect(replies).toEqual([['!done'], ['!empty'], ['!done']]);
  });
});

describe('matchesQuery', () => {
  const ether = { name: 'ether1', type: 'ether', mtu: '1500', comment: 'uplink' };
  const vlan = { name: 'vlan101', type: 'vlan', mtu: '1500' };

  it('follows the API manual examples', () => {
    const etherOrVlan = ['?type=ether', '?type=vlan', '?#|'];
    expect(matchesQuery(ether, etherOrVlan)).toBe(true);
    expect(matchesQuery(vlan, etherOrVlan)).toBe(true);
    expect(matchesQuery({ type: 'bridge' }, etherOrVlan)).toBe(false);
    expect(matchesQuery(ether, ['?>comment='])).toBe(true);
    expect(matchesQuery(vlan, ['?>comment='])).toBe(false);
  });

  it('supports presence, absence, comparisons and negation', () => {
    expect(matchesQuery(ether, ['?comment'])).toBe(true);
    expect(matchesQuery(vlan, ['?-comment'])).toBe(true);
    expect(matchesQuery(ether, ['?<mtu=1501', '?>mtu=1499'])).toBe(true);
    expect(matchesQuery(ether, ['?type=ether', '?#!'])).toBe(false);
    expect(matchesQuery(ether, ['?=name=ether1'])).toBe(true);
    expect(matchesQuery(ether, [])).toBe(true);
  });

  it('supports stack indexes: copy, and replace-all at the end of the word', () => {
    // Stack after the words: [type=vlan (false), name=ether1 (true)]; "1" keeps only index 1 (false).
    expect(matchesQuery(ether, ['?type=vlan', '?name=ether1', '?#1'])).toBe(false);
    expect(matchesQuery(ether, ['?type=vlan', '?name=ether1', '?#0'])).toBe(true);
    // "0.|" pushes a copy of the top and ORs it with the top: [false, true, true] -> [false, true]
    expect(matchesQuery(ether, ['?type=vlan', '?name=ether1', '?#0.|'])).toBe(false);
  });
});

describe('formatUptime', () => {
  it('prints durations the RouterOS 7 way', () => {
    expect(formatUptime(0)).toBe('0s');
    expect(formatUptime(694_800)).toBe('1w1d1h');
    expect(formatUptime(1_049_825)).toBe('1w5d3h37m5s');
  });
});
