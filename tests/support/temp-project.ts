import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The real project, which tests never write to. */
export const projectRoot = path.resolve(import.meta.dirname, '../..');

const copied = ['site-config', 'schemas', 'public', 'src', 'scripts', 'docs', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];

export interface TempProject {
  root: string;
  /** Runs `scripts/<name>.ts` of the copy (so it works on the copy), like `npm run <name> -- ...args`. */
  run(script: string, args?: string[], env?: Record<string, string>): { status: number; stdout: string; stderr: string };
  remove(): void;
}

/** A throwaway copy of the project, node_modules linked, for commands that write files. */
export function tempProject(prefix = 'site-copy-'): TempProject {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const name of copied.filter((n) => existsSync(path.join(projectRoot, n)))) cpSync(path.join(projectRoot, name), path.join(root, name), { recursive: true });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return {
    root,
    run(script, args = [], env = {}) {
      const result = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts', `${script}.ts`), ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ...env },
        timeout: 120_000,
      });
      return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
