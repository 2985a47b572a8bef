// The team's rule "no function over 100 lines", checked with TypeScript's own parser: every
// function-like node with a body in src/**/*.ts (declarations, methods, arrows, function
// expressions, accessors, constructors) spans at most LIMIT lines, first line to last. A function
// nested in another counts on its own and within its parent.
//
// Usage: node scripts/fn-lengths.mjs [LIMIT]   (default 100; `npm test` runs it)
// Prints the longest functions; exits 1, naming each one over LIMIT, when there is any.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const LIMIT = Number(process.argv[2] ?? 100);
const ROOT = 'src';

/** Every .ts file under `dir` (declaration files left out). */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.ts$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

/** The functions of one file: lines spanned, where, and a name (the variable or property it is bound to). */
function functionsOf(file) {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out = [];
  const line = (pos) => sf.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node, owner) => {
    if (ts.isFunctionLike(node) && node.body) {
      const first = line(node.getStart(sf));
      const name = node.name?.getText(sf) ?? owner ?? '(anonymous)';
      out.push({ lines: line(node.end) - first + 1, where: `${relative('.', file)}:${first}`, name });
    }
    const named = ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node);
    ts.forEachChild(node, (child) => visit(child, named ? node.name.getText(sf) : owner));
  };
  visit(sf, null);
  return out;
}

const all = sources(ROOT)
  .flatMap(functionsOf)
  .sort((a, b) => b.lines - a.lines);
const over = all.filter((f) => f.lines > LIMIT);
for (const f of all.slice(0, 5)) console.log(`${String(f.lines).padStart(4)} lines  ${f.where} ${f.name}`);
if (over.length) {
  console.error(`${over.length} function(s) in ${ROOT}/ over ${LIMIT} lines:`);
  for (const f of over) console.error(`  ${f.where} ${f.name}: ${f.lines} lines`);
  process.exit(1);
}
console.log(`${all.length} functions in ${ROOT}/, none over ${LIMIT} lines.`);
