// Lists the functions (declarations, arrows, methods) of 100 lines or more in apps/server/src and
// apps/web/src, longest first; tests, test support and data fixtures are left out.
// Run from the repository root: node scripts/long-functions.mjs

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const roots = ['apps/server/src', 'apps/web/src'];
const files = [];
const walk = (d) => {
  for (const e of readdirSync(d)) {
    const p = join(d, e);
    if (statSync(p).isDirectory()) walk(p);
    else if (
      /\.tsx?$/.test(p) &&
      !/\.(test|spec)\.tsx?$/.test(p) &&
      !/\.d\.ts$/.test(p) &&
      !/test-support|\/test\/|\/fixtures\//.test(p)
    )
      files.push(p);
  }
};
process.chdir(process.argv[2] ?? '.');
roots.forEach(walk);
const out = [];
for (const f of files) {
  const sf = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (n) => {
    if (
      ts.isFunctionDeclaration(n) ||
      ts.isArrowFunction(n) ||
      ts.isFunctionExpression(n) ||
      ts.isMethodDeclaration(n)
    ) {
      const a = sf.getLineAndCharacterOfPosition(n.getStart()).line,
        b = sf.getLineAndCharacterOfPosition(n.getEnd()).line;
      const len = b - a + 1;
      if (len >= 100) {
        const name =
          n.name?.getText() ??
          (ts.isVariableDeclaration(n.parent)
            ? n.parent.name.getText()
            : ts.isPropertyAssignment(n.parent)
              ? n.parent.name.getText()
              : '(anon)');
        out.push(`${len}\t${f}:${a + 1}\t${name}`);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}
out.sort((x, y) => Number.parseInt(y, 10) - Number.parseInt(x, 10));
console.log(out.join('\n'));
console.log('count', out.length);
