import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');
const readme = fs.readFileSync(path.join(root, 'test', 'README.md'), 'utf8');

/** Each `<!-- snippet: file -->` and the code block after it. */
const snippets = [...readme.matchAll(/<!-- snippet: (\S+) -->\s*```ts\n([\s\S]*?)```/g)].map(([, file, code]) => ({
  file,
  code,
}));

describe('test/README.md, the saga guide', () => {
  it('shows only whole test files, each word for word as the file the suite runs', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(3);
    expect(snippets.length).toBe(readme.match(/```ts/g)?.length);
    for (const { file, code } of snippets) {
      expect(file).toMatch(/^test\/client\/guide\/\w+\.test\.ts$/);
      expect(code).toBe(fs.readFileSync(path.join(root, file), 'utf8'));
    }
  });

  it('shows every example of test/client/guide', () => {
    const examples = fs
      .readdirSync(__dirname)
      .filter((name) => name.endsWith('.test.ts') && name !== 'readmeSnippets.test.ts');
    expect(snippets.map(({ file }) => path.basename(file)).sort()).toEqual(examples.sort());
  });
});
