// Where the generated typings import a named type from: the public entries of core and ui (their package.json
// `exports`, test helpers left out), each entry's names read from its index file. Every index exports by name
// (no `export *`), so parsing the file is enough; no type checking needed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { REPO } from './packages';
import type { TypeSources } from './typings';

/** The names a module's source exports (`export { A, type B } from …`, `export interface C`, …). */
export function exportedNames(source: string): string[] {
  const file = ts.createSourceFile('index.ts', source, ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      names.push(...statement.exportClause.elements.map((e) => e.name.text));
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name)) names.push(d.name.text);
    } else if (
      (ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    )
      names.push(statement.name.text);
  }
  return names;
}

/** The packages whose public types the element docs may name, in the order a name is looked up. */
const SOURCE_PACKAGES = ['core', 'ui'];

/** Entries that are not for integrators: never imported by a published package's types. */
const PRIVATE_ENTRY = /testing|stories/;

/** Type name → the specifier of the first public entry of core, then ui, that exports it. */
export function typeSources(repo = REPO): TypeSources {
  const sources = new Map<string, string>();
  for (const folder of SOURCE_PACKAGES) {
    const dir = join(repo, 'packages', folder);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name: string;
      exports: Record<string, string | Record<string, string>>;
    };
    for (const [entry, target] of Object.entries(pkg.exports).sort(([a], [b]) => a.localeCompare(b))) {
      // A conditional export: the source file among its targets.
      const file = typeof target === 'string' ? target : Object.values(target).find((t) => /\.tsx?$/.test(t));
      if (PRIVATE_ENTRY.test(entry) || !file || !/\.tsx?$/.test(file) || file.endsWith('.d.ts')) continue;
      const specifier = entry === '.' ? pkg.name : `${pkg.name}${entry.slice(1)}`;
      for (const name of exportedNames(readFileSync(join(dir, file), 'utf8')))
        if (!sources.has(name)) sources.set(name, specifier);
    }
  }
  return sources;
}
