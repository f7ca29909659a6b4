import { resolveKey, SHORTCUTS, shortcutsFor } from '../../../../src/features/shortcuts/keymap';

const labelOf = (result: ReturnType<typeof resolveKey>) =>
  result.kind === 'run' ? result.shortcut.label : result.kind;

describe('keymap', () => {
  it('runs single keys at once and waits after g for the list letter', () => {
    expect(labelOf(resolveKey(SHORTCUTS, [], '?'))).toBe('Show keyboard shortcuts');
    expect(labelOf(resolveKey(SHORTCUTS, [], 'n'))).toBe('Create (on a list)');
    expect(resolveKey(SHORTCUTS, [], 'g')).toEqual({ kind: 'wait', pending: ['g'] });
    expect(labelOf(resolveKey(SHORTCUTS, ['g'], 'r'))).toBe('Go to rooms');
    expect(labelOf(resolveKey(SHORTCUTS, ['g'], 'n'))).toBe('Go to networks');
  });

  it('lets a key that continues no sequence count on its own, and ignores unknown keys', () => {
    expect(labelOf(resolveKey(SHORTCUTS, ['g'], 'j'))).toBe('Next row');
    expect(resolveKey(SHORTCUTS, ['g'], 'x')).toEqual({ kind: 'none' });
    expect(resolveKey(SHORTCUTS, [], 'r')).toEqual({ kind: 'none' });
  });

  it('has no key sequence twice, and offers the devices list to superusers only', () => {
    const sequences = SHORTCUTS.map((shortcut) => shortcut.keys.join(' '));
    expect(new Set(sequences).size).toBe(sequences.length);
    const devices = (isSuperuser: boolean) =>
      shortcutsFor(isSuperuser).some((s) => s.label === 'Go to Mikrotik devices');
    expect(devices(true)).toBe(true);
    expect(devices(false)).toBe(false);
    expect(labelOf(resolveKey(shortcutsFor(false), ['g'], 'm'))).toBe('none');
  });
});
