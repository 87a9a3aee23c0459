import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser's preview builds documents with `assembleResumeDocument` and shows the sample resume
 * before anything is typed. Neither may reach zod at run time: the schema library alone would
 * push `/resume` past its first-load budget (DESIGN §4). Follows every value import (type-only
 * imports vanish in the build) from those modules through this package.
 */
const STATEMENT = /(?:^|\n)\s*(import|export)\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g;

function isTypeOnly(clause: string): boolean {
  if (clause.startsWith('type ')) return true;
  const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = (braces[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(STATEMENT)].flatMap((match) =>
    isTypeOnly(match[2] ?? '') ? [] : [match[3] ?? ''],
  );
}

/** Every module reached from `entry` by value imports, and the packages they import. */
function closure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of runtimeImports(file)) {
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const target = path.resolve(path.dirname(file), spec);
      queue.push(target.endsWith('.ts') ? target : `${target}.ts`);
    }
  }
  return { files, packages };
}

const here = (name: string) => path.join(import.meta.dirname, name);

describe('the browser’s document builder', () => {
  it.each(['assemble-resume-document.ts', 'sample-resume.ts'])('%s loads no zod', (entry) => {
    const { files, packages } = closure(here(entry));
    expect(files.size).toBeGreaterThan(entry === 'sample-resume.ts' ? 1 : 10);
    expect([...packages]).not.toContain('zod');
  });

  it('while the server’s builder checks with the schemas', () => {
    expect([...closure(here('build-resume-document.ts')).packages]).toContain('zod');
  });
});
