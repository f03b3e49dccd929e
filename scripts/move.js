// Moves files or folders with `git mv` and rewrites every relative import that reaches them, or
// that they make, so a rename wave is one command per step:
//
//   node scripts/move.js <from> <to> [<from> <to> ...]
//
// Paths are from the project root. Each relative specifier (`from '…'`, `import('…')`,
// `import '…'`, `require('…')`) of every tracked TypeScript and JavaScript file is resolved where
// the file stood, carried through the moves, and written again relative to where the file stands
// now, keeping its form (with or without `.js`, a folder or its index). Nothing else is touched:
// paths in prose, configuration and `import.meta.dirname` joins are for the one moving to check
// (`git grep` the old names).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2 !== 0) {
  console.error('usage: node scripts/move.js <from> <to> [<from> <to> ...]');
  process.exit(2);
}
const moves = [];
for (let i = 0; i < args.length; i += 2) {
  const from = resolve(root, args[i]);
  const to = resolve(root, args[i + 1]);
  if (!existsSync(from)) throw new Error(`${args[i]} does not exist`);
  if (existsSync(to)) throw new Error(`${args[i + 1]} exists already`);
  moves.push({ from, to, file: !from.endsWith('/') && /\.[cm]?[jt]sx?$/.test(from) });
}

const stem = (path) => path.replace(/\.(d\.ts|[cm]?[jt]sx?)$/, '');
/** Where a path (a file, a folder, or a specifier's target) stands after the moves. */
function moved(path) {
  for (const { from, to, file } of moves) {
    if (path === from || path.startsWith(`${from}/`)) return to + path.slice(from.length);
    if (file && stem(path) === stem(from)) return stem(to) + path.slice(stem(from).length);
  }
  return path;
}

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => /\.(ts|tsx|js|mjs|cjs)$/.test(path))
  .map((path) => join(root, path))
  .filter((path) => existsSync(path));

const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])(\.{1,2}\/[^'"\n]*|\.{1,2})\2/g;
const rewritten = new Map();
for (const path of tracked) {
  const text = readFileSync(path, 'utf8');
  const after = moved(path);
  const next = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    const target = moved(resolve(dirname(path), specifier));
    let spec = relative(dirname(after), target) || '.';
    if (!spec.startsWith('.')) spec = `./${spec}`;
    if (specifier.endsWith('/') && !spec.endsWith('/')) spec += '/';
    return spec === specifier ? whole : `${lead}${quote}${spec}${quote}`;
  });
  if (next !== text) rewritten.set(path, next);
}

for (const { from, to } of moves) {
  mkdirSync(dirname(to), { recursive: true });
  execFileSync('git', ['mv', from, to], { cwd: root, stdio: 'inherit' });
}
for (const [path, text] of rewritten) writeFileSync(moved(path), text);
console.log(`moved ${moves.length}, rewrote the imports of ${rewritten.size} files`);
