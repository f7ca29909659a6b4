import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');
const requirements = fs.readFileSync(path.join(root, 'docs', 'requirements.md'), 'utf8');

/** The specification's sections (../shared/spec/console-spec.md: 1, 2.1–2.6, 3–9). */
const SPEC_SECTIONS = ['1', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '3', '4', '5', '6', '7', '8', '9'];

/** The sections docs/requirements.md itself has ("## 3. Entities…", "### 2.4 Quick search"), leaves only. */
const docSections = [...requirements.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)]
  .map(([, number]) => number)
  .filter((number, _index, all) => !all.some((other) => other.startsWith(`${number}.`)));

/** docs/requirements.md's "Tests per section" table: § → the test files it names. */
const testsTable = requirements.split('## Tests per section')[1] ?? '';
const rows = new Map(
  [...testsTable.matchAll(/^\| ([\d.]+) \| (.+) \|$/gm)].map(([, number, cell]) => [
    number,
    [...cell.matchAll(/`([^`]+)`/g)].map(([, file]) => file),
  ]),
);

describe('docs/requirements.md, tests per section of the spec', () => {
  it('lists every section of the spec, each with at least one test file', () => {
    expect(docSections).toEqual(SPEC_SECTIONS);
    expect([...rows.keys()]).toEqual(SPEC_SECTIONS);
    expect(SPEC_SECTIONS.filter((number) => (rows.get(number)?.length ?? 0) === 0)).toEqual([]);
  });

  it('names only test files that exist', () => {
    const files = [...rows.values()].flat();
    expect(files.length).toBeGreaterThan(0);
    const missing = files.filter((file) => !/\.(test|spec)\.tsx?$/.test(file) || !fs.existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });

  it('calls nothing "not built yet" in its tables (every rule of the spec is built)', () => {
    const tables = requirements.split('\n').filter((line) => line.startsWith('|'));
    expect(tables.filter((line) => /not built yet/i.test(line))).toEqual([]);
  });
});
