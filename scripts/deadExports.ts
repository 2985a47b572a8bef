/**
 * Lists the exports of src/ that nothing imports (`npm run dead-exports`, part of `npm test`):
 * every export of a file under src/ must be imported by some other file of the project (src/,
 * tests/, scripts/, the vite and vitest configs: the files of tsconfig.json), or be one of the
 * `ENTRY_EXPORTS` that a file outside it loads. Uses the TypeScript
 * compiler API: each import is resolved to the declaration it names (through re-exports such as
 * src/rules/index.ts); a namespace import (`import * as`), a dynamic `import()` or a
 * `typeof import()` counts as using every export of its module.
 *
 * Prints `file:line name` for each dead export and exits 1 when there is any; exits 0 with a
 * count otherwise.
 */
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Exports that a file outside the TypeScript program uses: `main` of the CLI bundle (bin/tac.mjs). */
const ENTRY_EXPORTS: Record<string, readonly string[]> = { 'src/cli/tac.ts': ['main'] };

/** The program of tsconfig.json. */
function loadProgram(): ts.Program {
  const configPath = join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  return ts.createProgram(parsed.fileNames, parsed.options);
}

/** The original declaration's symbol of `s` (through import and export aliases). */
function original(checker: ts.TypeChecker, s: ts.Symbol): ts.Symbol {
  return s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
}

/** Every export of the module `file` names, as original symbols. */
function exportsOf(checker: ts.TypeChecker, file: ts.SourceFile): ts.Symbol[] {
  const moduleSymbol = checker.getSymbolAtLocation(file);
  return moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((s) => original(checker, s)) : [];
}

/** The source file a module specifier resolves to, from `from`. */
function target(program: ts.Program, from: ts.SourceFile, spec: ts.Expression): ts.SourceFile | undefined {
  if (!ts.isStringLiteralLike(spec)) return undefined;
  const r = ts.resolveModuleName(spec.text, from.fileName, program.getCompilerOptions(), ts.sys);
  const name = r.resolvedModule?.resolvedFileName;
  return name ? program.getSourceFile(name) : undefined;
}

/** Marks what `file` imports in `used`. */
function markImports(program: ts.Program, file: ts.SourceFile, used: Set<ts.Symbol>): void {
  const checker = program.getTypeChecker();
  const useAll = (spec: ts.Expression) => {
    const t = target(program, file, spec);
    if (t) for (const s of exportsOf(checker, t)) used.add(s);
  };
  const useName = (name: ts.Identifier) => {
    const s = checker.getSymbolAtLocation(name);
    if (s) used.add(original(checker, s));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const bindings = node.importClause?.namedBindings;
      if (node.importClause?.name) useName(node.importClause.name);
      if (bindings && ts.isNamespaceImport(bindings)) useAll(node.moduleSpecifier);
      if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) useName(el.name);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && node.exportClause) {
      if (ts.isNamedExports(node.exportClause))
        for (const el of node.exportClause.elements)
          if (ts.isIdentifier(el.name)) useName(el.name);
          else useAll(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      if (node.arguments[0]) useAll(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      useAll(node.argument.literal as ts.Expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/** The dead exports of src/: [file:line, name], in file order. */
export function deadExports(program: ts.Program = loadProgram()): [string, string][] {
  const checker = program.getTypeChecker();
  const files = program.getSourceFiles().filter((f) => !f.isDeclarationFile && !f.fileName.includes('node_modules'));
  const used = new Set<ts.Symbol>();
  for (const f of files) markImports(program, f, used);
  const out: [string, string][] = [];
  const src = join(ROOT, 'src');
  for (const f of files.filter((f) => f.fileName.startsWith(src + '/'))) {
    const moduleSymbol = checker.getSymbolAtLocation(f);
    if (!moduleSymbol) continue;
    for (const e of checker.getExportsOfModule(moduleSymbol)) {
      if (e.flags & ts.SymbolFlags.Alias) continue; // a re-export: its own file answers for it
      if (used.has(e) || ENTRY_EXPORTS[relative(ROOT, f.fileName)]?.includes(e.name)) continue;
      const decl = e.declarations?.[0];
      if (decl && decl.getSourceFile() !== f) continue; // `export *` of another file: that file answers
      const line = decl ? f.getLineAndCharacterOfPosition(decl.getStart()).line + 1 : 0;
      out.push([`${relative(ROOT, f.fileName)}:${line}`, e.name]);
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dead = deadExports();
  for (const [where, name] of dead) console.log(`${where} ${name}`);
  if (dead.length) {
    console.error(`${dead.length} export(s) of src/ that nothing imports: remove the export (or the code).`);
    process.exit(1);
  }
  console.log('Every export of src/ is imported somewhere.');
}
