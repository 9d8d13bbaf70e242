import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order of test files under mutation testing only (`vitest.mutate.config.ts`). For each mutant
 * Stryker runs the files whose tests reach it, one after the other, and stops at the first failing
 * test. Vitest's own order runs the slowest file first; this one runs first the files most likely
 * to fail, the mutated file's own tests (same name, then same folder, then nearby folders), and
 * among equals the quickest, so a killed mutant usually costs one short file. Stryker names the
 * mutated file in `related` before each run.
 */
export default class MutationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const mutated = this.ctx.config.related?.[0];
    if (!mutated) return super.sort(files);
    const root = this.ctx.config.root;
    const durationOf = (file: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${path.relative(root, file.moduleId)}`)
        ?.duration ?? 0;
    const ranked = files.map((file) => ({
      file,
      closeness: closeness(mutated, file.moduleId),
      duration: durationOf(file),
    }));
    ranked.sort((a, b) => b.closeness - a.closeness || a.duration - b.duration);
    return ranked.map(({ file }) => file);
  }
}

/** How near a test file is to the source file: its own test first, then by shared folders. */
export function closeness(sourceFile: string, testFile: string): number {
  const feature = (file: string) => path.basename(file).split('.')[0];
  const sameName = feature(sourceFile) === feature(testFile) ? 1000 : 0;
  const sourceDirs = path.dirname(sourceFile).split(path.sep);
  const testDirs = path.dirname(testFile).split(path.sep);
  let shared = 0;
  while (shared < sourceDirs.length && sourceDirs[shared] === testDirs[shared]) shared += 1;
  return sameName + shared;
}
