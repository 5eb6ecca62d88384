import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where each kind of config file lives, relative to the project root. */
export const configLayout = {
  dir: 'site-config',
  site: 'site-config/site.json',
  fragmentsDir: 'site-config/fragments',
  schemasDir: 'schemas',
  publicDir: 'public',
} as const;

export type ConfigKind = 'site' | 'page' | 'fragment';

export interface ConfigFile {
  kind: ConfigKind;
  /** Relative to the project root, with forward slashes (as shown in problems). */
  file: string;
  text: string;
}

async function jsonFilesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return jsonFilesUnder(root, rel);
      return entry.name.endsWith('.json') ? [rel] : [];
    }),
  );
  return nested.flat().sort();
}

/** Every JSON file under site-config/: site.json, fragments/*.json, and every other file is a page. */
export async function readConfigFiles(root: string): Promise<ConfigFile[]> {
  const files = await jsonFilesUnder(root, configLayout.dir);
  return Promise.all(
    files.map(async (file) => ({
      kind: file === configLayout.site ? 'site' : file.startsWith(`${configLayout.fragmentsDir}/`) ? 'fragment' : 'page',
      file,
      text: await readFile(path.join(root, file), 'utf8'),
    })),
  );
}

/** Every file under public/, as site paths ("/images/logo.svg"). */
export async function listPublicFiles(root: string): Promise<Set<string>> {
  const out = new Set<string>();
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
    await Promise.all(
      entries.map((entry) => {
        const rel = `${dir}/${entry.name}`;
        if (entry.isDirectory()) return walk(rel);
        out.add(rel.slice(configLayout.publicDir.length));
        return undefined;
      }),
    );
  };
  await walk(configLayout.publicDir);
  return out;
}
