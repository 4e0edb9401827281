// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts/.tsx file under a folder, as a repo-relative path. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full.split(path.sep).join('/')] : [];
  });
}

const lineCount = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;

describe('the structure of src/', () => {
  it('keeps route files thin (≤ 40 lines): schema, loader and component live in the feature’s route module', () => {
    const long = sourceFiles('src/routes')
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > 40);
    expect(long).toEqual([]);
  });

  it('has no source file over 300 lines (tests and the generated route tree aside)', () => {
    const long = sourceFiles('src')
      .filter((file) => !/\.test\.tsx?$/.test(file) && file !== 'src/routeTree.gen.ts')
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });
});
