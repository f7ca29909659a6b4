import { redact, REDACTED } from '../../../../src/core/recording/redaction';
import { isNoise } from '../../../../src/core/recording/devTools';

describe('redaction (DevTools sanitizers and recordings)', () => {
  it('blanks passwords, tokens, portal secrets, passphrases and tenant keys, keeping the rest', () => {
    const state = {
      session: { accessToken: 'a.b.c', refreshToken: 'r-1', tokenExpiry: 5, user: { email: 'kari@example.com' } },
      api: {
        mutations: {
          x: { originalArgs: { username: 'kari', password: 'hunter2' } },
          y: { data: { tenant_id: 4, key: 'wifi-key-4', vlan_id: 104 } },
          z: { data: { passphrase: 'shared-pass', has_passphrase: true } },
        },
        queries: { s: { data: { data: [{ id: 1, portal_secret: 'portal-1', name: 'Harbour' }] } } },
      },
      notifications: { queue: [{ key: 'toast-1', title: 'Saved' }] },
      empty: { accessToken: null },
    };
    expect(redact(state)).toEqual({
      session: { accessToken: REDACTED, refreshToken: REDACTED, tokenExpiry: 5, user: { email: 'kari@example.com' } },
      api: {
        mutations: {
          x: { originalArgs: { username: 'kari', password: REDACTED } },
          y: { data: { tenant_id: 4, key: REDACTED, vlan_id: 104 } },
          z: { data: { passphrase: REDACTED, has_passphrase: true } },
        },
        queries: { s: { data: { data: [{ id: 1, portal_secret: REDACTED, name: 'Harbour' }] } } },
      },
      notifications: { queue: [{ key: 'toast-1', title: 'Saved' }] },
      empty: { accessToken: null },
    });
    expect(redact(state).notifications).toBe(state.notifications); // untouched parts are shared
  });

  it('blanks a JWT inside any text and turns class instances into plain descriptions', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2ln';
    expect(redact({ message: `Bearer ${jwt} refused`, meta: { request: new URL('http://x/') } })).toEqual({
      message: `Bearer ${REDACTED} refused`,
      meta: { request: '[URL]' },
    });
  });

  it('hides health polls and RTK Query bookkeeping from the DevTools list, not user actions', () => {
    expect(isNoise({ type: 'health/checkSucceeded' })).toBe(true);
    expect(isNoise({ type: 'api/internalSubscriptions/subscriptionsUpdated' })).toBe(true);
    expect(isNoise({ type: 'api/executeQuery/pending', meta: { arg: { endpointName: 'getHealth' } } } as never)).toBe(
      true,
    );
    expect(isNoise({ type: 'api/executeQuery/pending', meta: { arg: { endpointName: 'listSites' } } } as never)).toBe(
      false,
    );
    expect(isNoise({ type: 'session/loginSubmitted' })).toBe(false);
  });
});
