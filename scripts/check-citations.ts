import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every citation in code comments and docs resolves inside the repository: a decision record
// (`docs/decisions/NNN`, `decision NNN`), a repository path, a Markdown link. An "issue N" names
// a tracker this repository does not hold, so it never resolves. `npm run citations`.

const ROOT = path.resolve(import.meta.dirname, '..');
const CODE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const DOCS = /\.md$/;
const records = new Set(
  readdirSync(path.join(ROOT, 'docs/decisions'))
    .map((f) => /^(\d{3})-/.exec(f)?.[1])
    .filter((n): n is string => n !== undefined),
);
const TOP = ['src', 'docs', 'tests', 'e2e', 'bench', 'scripts', 'public', 'drizzle'];

/** Whether a path was ever committed: records name files as they were on their date. */
function inHistory(cited: string): boolean {
  const log = execFileSync('git', ['log', '--all', '-1', '--format=%h', '--', cited], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return log.trim() !== '';
}

/** The comments of a source file, each with the line it starts on (strings are skipped). */
export function commentsOf(text: string): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const pattern =
    /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0].startsWith('/')) found.push({ line: lineAt(match.index), text: match[0] });
  }
  return found;
}

/** What in a passage of prose does not resolve, as messages. */
export function unresolved(passage: string, file: string): string[] {
  const problems: string[] = [];
  for (const m of passage.matchAll(/(?<!(?:jsdom|its) )\bissues? (\d+)/gi)) {
    problems.push(`"${m[0]}" names a tracker outside the repository`);
  }
  for (const m of passage.matchAll(/docs\/decisions\/(\d{3})/g)) {
    if (!records.has(m[1] ?? '')) problems.push(`docs/decisions/${m[1]} has no record`);
  }
  for (const m of passage.matchAll(/\bdecisions? ((?:\d{3}(?:,? (?:and |or )?)?)+)/gi)) {
    for (const n of (m[1] ?? '').match(/\d{3}/g) ?? []) {
      if (!records.has(n)) problems.push(`decision ${n} has no record`);
    }
  }
  for (const m of passage.matchAll(/\bSTYLE\.md\b/g)) {
    if (!existsSync(path.join(ROOT, 'STYLE.md'))) problems.push(`${m[0]} is not in the repository`);
  }
  const paths = new RegExp(`(?<![\\w./-])((?:${TOP.join('|')})/[\\w./*-]*[\\w*])`, 'g');
  for (const m of passage.matchAll(paths)) {
    const cited = (m[1] ?? '').replace(/[.]+$/, '');
    // A glob, a template's placeholder, or a file a lint probe writes and removes (decision 020).
    if (/[*]|\/NNN|probe/i.test(cited)) continue;
    if (/^docs\/decisions\/\d{3}$/.test(cited)) continue;
    if (existsSync(path.join(ROOT, cited))) continue;
    // A record describes the repository as it was on its date: a path it names may be gone since.
    if (file.startsWith('docs/decisions/') && inHistory(cited)) continue;
    problems.push(`${cited} does not exist`);
  }
  if (DOCS.test(file)) {
    for (const m of passage.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      const target = m[1] ?? '';
      if (/^[a-z]+:/.test(target)) continue;
      if (!existsSync(path.resolve(ROOT, path.dirname(file), target))) {
        problems.push(`link ${target} does not exist`);
      }
    }
  }
  return problems;
}

export function check(files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const passages = DOCS.test(file)
      ? text.split('\n').map((line, i) => ({ line: i + 1, text: line }))
      : commentsOf(text);
    // A lint message cites like a comment does: the style guide must be in the repository.
    if (
      !DOCS.test(file) &&
      /\bSTYLE\.md\b/.test(text) &&
      !existsSync(path.join(ROOT, 'STYLE.md'))
    ) {
      problems.push(`${file}: cites STYLE.md, which is not in the repository`);
    }
    for (const passage of passages) {
      for (const problem of unresolved(passage.text, file)) {
        problems.push(`${file}:${passage.line}: ${problem}`);
      }
    }
  }
  return problems;
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => (CODE.test(f) || DOCS.test(f)) && existsSync(path.join(ROOT, f)))
  // The template's NNN and this file's own patterns are not citations.
  .filter(
    (f) => !f.startsWith('docs/decisions/000-template') && f !== 'scripts/check-citations.ts',
  );
const problems = check(files);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`citations: ${problems.length} that do not resolve`);
  process.exit(1);
}
console.log(`citations: every citation in ${files.length} files resolves`);
