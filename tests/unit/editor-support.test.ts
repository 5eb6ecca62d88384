import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigFiles } from '../../src/engine/config-files.ts';
import { listSchemaFiles } from '../../src/engine/schema-files.ts';
import { repoRoot as projectRoot } from '../helpers/temp-project.ts';

/**
 * What makes autocomplete, hover descriptions and red underlines work in VS Code and JetBrains editors:
 * every file names its schema with a `$schema` path relative to itself, .vscode/settings.json maps the
 * folders as well, and every `$ref` resolves the way editors resolve it (relative to the schema file)
 * as well as the way the validator does (relative to `$id`), to the same place.
 */
const schemaFor = { site: 'schemas/site.schema.json', page: 'schemas/page.schema.json', fragment: 'schemas/fragment.schema.json' } as const;

const schemaFiles = (dir: string) => listSchemaFiles(path.join(projectRoot, dir)).map((rel) => `${dir}/${rel}`);

/** VS Code's fileMatch: `*` within a folder, `**` across folders, matched against the end of the path. */
const globToRegExp = (glob: string) =>
  new RegExp(`${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '(.*/)?').replace(/\*/g, '[^/]*')}$`);

describe('editor support', () => {
  it('every config file points $schema at its schema, relative to itself', async () => {
    for (const file of await readConfigFiles(projectRoot)) {
      const data = JSON.parse(file.text) as { $schema?: string };
      expect(data.$schema, file.file).toBeTypeOf('string');
      expect(path.posix.join(path.posix.dirname(file.file), data.$schema!), file.file).toBe(schemaFor[file.kind]);
    }
  });

  it('.vscode/settings.json maps every config file to the same schema', async () => {
    const settings = JSON.parse(readFileSync(path.join(projectRoot, '.vscode/settings.json'), 'utf8')) as {
      'json.schemas': { fileMatch: string[]; url: string }[];
    };
    for (const file of await readConfigFiles(projectRoot)) {
      const matches = settings['json.schemas'].filter((s) => s.fileMatch.some((g) => globToRegExp(g).test(`/${file.file}`)));
      expect(matches.map((m) => path.posix.normalize(m.url)), file.file).toEqual([schemaFor[file.kind]]);
    }
  });

  it('every $ref resolves the same way for editors (by file) and for the validator (by $id)', () => {
    const files = schemaFiles('schemas');
    const byId = new Map(files.map((f) => [JSON.parse(readFileSync(path.join(projectRoot, f), 'utf8')).$id as string, f]));
    for (const file of files) {
      const schema = JSON.parse(readFileSync(path.join(projectRoot, file), 'utf8'));
      expect(schema.$schema, file).toBe('http://json-schema.org/draft-07/schema#');
      expect(`schemas/${schema.$id}`, `${file}: $id must be its path under schemas/`).toBe(file);
      const refs: string[] = [];
      const walk = (node: unknown) => {
        if (Array.isArray(node)) node.forEach(walk);
        else if (node && typeof node === 'object') {
          for (const [k, v] of Object.entries(node)) {
            if (k === '$ref' && typeof v === 'string') refs.push(v);
            else walk(v);
          }
        }
      };
      walk(schema);
      for (const ref of refs) {
        const [target, pointer = ''] = ref.split('#');
        const byFile = target ? path.posix.join(path.posix.dirname(file), target) : file;
        const byIdTarget = target ? byId.get(new URL(target, `https://x/${schema.$id}`).pathname.slice(1)) : file;
        expect(byIdTarget, `${file}: ${ref}`).toBe(byFile);
        let node: unknown = JSON.parse(readFileSync(path.join(projectRoot, byFile), 'utf8'));
        for (const part of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown>)[part];
        expect(node, `${file}: ${ref} points at nothing`).toBeTypeOf('object');
      }
    }
  });
});
