/**
 * A copy of the project's content for one test file, and the real `npm run validate` over it with some files
 * changed for one call (they are put back after it): how the validator's warnings are tested on real files.
 */
import { afterAll, beforeAll } from 'vitest';
import { copyProject, nodeAt, positionAt, readText, removeProject, validateAsCli, writeText } from './temp-project.ts';

export interface ValidateCopy {
  /** The copy's folder (set once the file's tests start). */
  readonly root: string;
  /** Writes each file's text into the copy, runs the real CLI on the copy, restores the files. */
  validateWith(files: Record<string, string>): ReturnType<typeof validateAsCli>;
}

/** Makes the copy before the file's tests and removes it after them (it registers the vitest hooks). */
export function validateCopy(): ValidateCopy {
  let root = '';
  beforeAll(async () => {
    root = await copyProject('content');
  });
  afterAll(async () => {
    if (root) await removeProject(root);
  });
  return {
    get root() {
      return root;
    },
    async validateWith(files) {
      const before = Object.fromEntries(await Promise.all(Object.keys(files).map(async (file) => [file, await readText(root, file)] as const)));
      for (const [file, text] of Object.entries(files)) await writeText(root, file, text);
      try {
        return await validateAsCli(root);
      } finally {
        for (const [file, text] of Object.entries(before)) await writeText(root, file, text);
      }
    },
  };
}

/** "line:column" of the JSON value at `path` in `text`, as a problem's location says it. */
export function lineColumnAt(text: string, path: (string | number)[]): string {
  const { line, column } = positionAt(text, nodeAt(text, path).offset);
  return `${line}:${column}`;
}
