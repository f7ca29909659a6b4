import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

/** Every .ts/.tsx file under src, as one text. */
function sources(dir = path.join(root, 'src')): string {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) ? fs.readFileSync(full, 'utf8') : '';
    })
    .join('\n');
}

describe('README "Support session"', () => {
  it('names buttons, fields and menu entries by the words the app shows', () => {
    const bullets = readme.split('\n- ').filter((bullet) => bullet.startsWith('Support session'));
    expect(bullets).toHaveLength(2);
    const named = bullets.flatMap((bullet) =>
      [...bullet.matchAll(/\*\*([^*]+)\*\*/g)].map(([, text]) => text.replace(/\s+/g, ' ')),
    );
    expect(named.length).toBeGreaterThanOrEqual(10);
    const code = sources().replace(/\s+/g, ' ');
    const shown = (text: string) =>
      [`>${text}<`, `> ${text} <`, `'${text}'`, `"${text}"`, `label="${text}`].some((form) => code.includes(form)) ||
      (text === 'replay mode' && code.includes('Replaying a recording'));
    expect(named.filter((text) => !shown(text))).toEqual([]);
  });
});
