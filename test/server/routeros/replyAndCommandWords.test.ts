import { buildCommandWords, normaliseCommand } from '../../../server/src/routeros/commandWords';
import { challengeResponse } from '../../../server/src/routeros/challengeResponse';
import { RouterOsProtocolError } from '../../../server/src/routeros/errors';
import { parseReply, replyMessage, trapCategory } from '../../../server/src/routeros/reply';

describe('parseReply', () => {
  it('reads attributes whose values contain "=" and the .tag / .section API attributes', () => {
    const reply = parseReply(['!re', '=.id=*1', '=name=iu=c3Eeg', '=comment=', '.tag=7', '.section=2']);
    expect(reply).toEqual({
      type: '!re',
      attributes: { '.id': '*1', name: 'iu=c3Eeg', comment: '' },
      tag: '7',
      section: '2',
      plainWords: [],
    });
  });

  it('gives the message and category of a !trap', () => {
    const reply = parseReply([
      '!trap',
      '=category=1',
      '=message=input does not match any value of interface',
      '.tag=4',
    ]);
    expect(replyMessage(reply)).toBe('input does not match any value of interface');
    expect(trapCategory(reply)).toBe(1);
    expect(trapCategory(parseReply(['!trap', '=message=x']))).toBeNull();
  });

  it('reads the plain reason word of !fatal and accepts !empty', () => {
    expect(replyMessage(parseReply(['!fatal', 'session terminated on request']))).toBe('session terminated on request');
    expect(parseReply(['!empty', '.tag=9'])).toMatchObject({ type: '!empty', tag: '9' });
  });

  it('rejects a sentence that is not a reply', () => {
    expect(() => parseReply(['/ip/pool/print'])).toThrow(RouterOsProtocolError);
  });
});

describe('buildCommandWords', () => {
  it('puts proplist, attributes, where and raw queries in that order', () => {
    expect(
      buildCommandWords('/interface print', {
        proplist: ['.id', 'name'],
        attributes: { disabled: false, mtu: 1500, comment: undefined },
        where: { type: 'ether' },
        queries: ['?type=vlan', '?#|'],
      }),
    ).toEqual([
      '/interface/print',
      '=.proplist=.id,name',
      '=disabled=no',
      '=mtu=1500',
      '?type=ether',
      '?type=vlan',
      '?#|',
    ]);
  });

  it('normalises CLI-style paths and refuses malformed words', () => {
    expect(normaliseCommand(' ip dhcp-server lease print ')).toBe('/ip/dhcp-server/lease/print');
    expect(() => buildCommandWords('/ip/pool/print', { queries: ['name=x'] })).toThrow(RangeError);
    expect(() => buildCommandWords('/ip/pool/add', { attributes: { 'a=b': 'c' } })).toThrow(RangeError);
  });
});

describe('challengeResponse', () => {
  it('hashes 0x00 + password + challenge bytes with MD5, prefixed by 00', () => {
    // md5(00 'secret' 0123456789abcdef0123456789abcdef) computed independently with openssl.
    expect(challengeResponse('secret', '0123456789abcdef0123456789abcdef')).toBe('00ebbe7c3df6b3d902bfd1f355c6e63289');
  });
});
