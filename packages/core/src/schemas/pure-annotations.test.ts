import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Bundlers keep a module-level call they cannot prove free of side effects, even when nothing uses its value:
// without the annotation every schema of a module travels with the one a widget imports (issue 19). Each call
// needs its own annotation, nested ones too: an annotated `v.object(...)` still keeps the `v.string()` inside.

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** The areas whose modules build values while they load: schemas, and catalogues' and format's lookup tables. */
const AREAS = ['schemas', 'catalogues', 'format'];

/** `file:line: code` of each call or `new` run at module level (outside functions) with no pure annotation. */
function unannotatedCalls(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const start = node.getStart(source);
      if (!/\/\*#__PURE__\*\/\s*$/.test(text.slice(Math.max(0, start - 20), start))) {
        const { line } = source.getLineAndCharacterOfPosition(start);
        found.push(`${file.slice(SRC.length)}:${line + 1}: ${node.getText(source).slice(0, 40)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.initializer) visit(declaration.initializer);
    }
  }
  return found;
}

describe('module-level values of core tree-shake', () => {
  it('marks every call made while a schema, catalogue or format module loads as pure', () => {
    const files = AREAS.flatMap((area) =>
      readdirSync(`${SRC}${area}`)
        .filter((name) => name.endsWith('.ts') && !name.includes('.test'))
        .map((name) => `${SRC}${area}/${name}`),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => unannotatedCalls(file))).toEqual([]);
  });

  it('finds a nested call left without its annotation, and leaves function bodies alone', () => {
    const module = [
      'export const A = /*#__PURE__*/ v.object({ a: v.string() });',
      'export const B = /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.number());',
      'export const parse = (x: unknown) => v.parse(A, x);',
    ].join('\n');
    expect(unannotatedCalls(`${SRC}schemas/probe.ts`, module)).toEqual(['schemas/probe.ts:1: v.string()']);
  });
});
