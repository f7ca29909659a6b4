import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_TEMPLATE_NAME, renderDeviceConfig } from '../../../../server/src/mikrotik/config/renderDeviceConfig';
import type { DeviceConfigInput } from '../../../../server/src/mikrotik/config/types';
import { escaping } from './fixtures/escaping';
import { harbourView } from './fixtures/harbourView';
import { minimal } from './fixtures/minimal';
import { residentKeys } from './fixtures/residentKeys';

// Rewrite the expected files with: UPDATE_GOLDEN=1 npx jest --selectProjects server test/server/mikrotik/config
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const GOLDEN_DIR = path.join(__dirname, 'golden');
const GENERATED_AT = new Date('2026-03-01T09:30:00.000Z');

const FIXTURES: Array<[string, DeviceConfigInput]> = [
  ['harbour-view', harbourView],
  ['minimal', minimal],
  ['escaping', escaping],
  ['resident-keys', residentKeys()],
];

describe('renderDeviceConfig golden files', () => {
  it.each(FIXTURES)('renders %s exactly as the golden file', (name, input) => {
    const rendered = renderDeviceConfig(input, { generatedAt: GENERATED_AT });
    expect(rendered.template_name).toBe(CONFIG_TEMPLATE_NAME);
    expect(rendered.generated_at).toBe('2026-03-01T09:30:00.000Z');
    const file = path.join(GOLDEN_DIR, `${name}.rsc`);
    if (UPDATE || !existsSync(file)) {
      if (!UPDATE) throw new Error(`Missing golden file ${file}; run with UPDATE_GOLDEN=1 to create it`);
      mkdirSync(GOLDEN_DIR, { recursive: true });
      writeFileSync(file, rendered.config);
    }
    expect(rendered.config).toBe(readFileSync(file, 'utf8'));
  });
});
