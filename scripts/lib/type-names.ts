/**
 * The names `npm run generate` gives to the types it writes, and the names it must never give: a generated
 * `Image` or `Text` type shadows the browser's own `Image` and `Text` wherever it is imported, so code that
 * means the global silently gets the schema's shape (or the other way round).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Shared definitions whose own name is taken, with the name their type gets instead: the definition's
 * name followed by "Value". A new definition that would take a reserved name stops the generator until it
 * is listed here.
 */
const renamedDefinitions: Readonly<Record<string, string>> = {
  text: 'TextValue',
  link: 'LinkValue',
  image: 'ImageValue',
};

/** Names taken by something other than a global, with why. */
const takenByComponents: Readonly<Record<string, string>> = {
  Link: "the link component of MUI and of react-router, which blocks and the studio import as `Link`",
};

/** The type name of a schema definition (a `$defs` key): `namedLink` → `NamedLink`, `text` → `TextValue`. */
export function typeNameOf(definition: string): string {
  return renamedDefinitions[definition] ?? definition.replace(/(^|[-_])([a-z])/g, (_m, _s, c: string) => c.toUpperCase());
}

/**
 * Every global the project's TypeScript knows (the `lib` of tsconfig.json: ES2023, DOM, DOM.Iterable),
 * read from TypeScript's own lib files, which declare each global at the start of a line; with the
 * component names above. Reading the files costs ~30 ms; starting the compiler to ask it would cost ~1 s.
 */
export function reservedTypeNames(projectRoot: string): Map<string, string> {
  const tsconfig = JSON.parse(readFileSync(path.join(projectRoot, 'tsconfig.json'), 'utf8')) as { compilerOptions?: { lib?: string[] } };
  const libDir = path.dirname(createRequire(path.join(projectRoot, 'package.json')).resolve('typescript/lib/lib.d.ts'));
  const reserved = new Map<string, string>(Object.entries(takenByComponents));
  const seen = new Set<string>();
  const read = (lib: string) => {
    if (seen.has(lib)) return;
    seen.add(lib);
    const text = readFileSync(path.join(libDir, `lib.${lib}.d.ts`), 'utf8');
    for (const [, referenced] of text.matchAll(/^\/\/\/ <reference lib="([^"]+)" \/>/gm)) read(referenced!.toLowerCase());
    for (const [, name] of text.matchAll(/^(?:declare\s+)?(?:var|let|const|function|abstract\s+class|class|namespace|enum|interface|type)\s+([A-Za-z_$][\w$]*)/gm)) {
      if (!reserved.has(name!)) reserved.set(name!, `a global of TypeScript's "${lib}" library`);
    }
  };
  for (const lib of tsconfig.compilerOptions?.lib ?? ['es2023', 'dom']) read(lib.toLowerCase());
  return reserved;
}

/**
 * What is wrong with the names a generated module declares: a name that is reserved, or a compiler-made
 * second copy of a type (`FormBlockProps1` beside `FormBlockProps`, which json-schema-to-typescript emits
 * when a schema mixes properties with branches it cannot type). `origin` says where each name comes from.
 */
export function typeNameProblems(module: string, reserved: ReadonlyMap<string, string>, origin: (name: string) => string): string[] {
  const declared = [...module.matchAll(/^export (?:interface|type|const) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]!);
  const problems: string[] = [];
  for (const name of declared) {
    const why = reserved.get(name);
    if (why) {
      problems.push(
        `${origin(name)} would become the TypeScript type ${name}, which is already ${why}: code that imports it would lose the original. ` +
          `Give it another name in renamedDefinitions in scripts/lib/type-names.ts (such as ${name}Value).`,
      );
    }
    const copy = /^(.*[A-Za-z])\d+$/.exec(name);
    if (copy && declared.includes(copy[1]!)) {
      problems.push(`${origin(copy[1]!)} was compiled twice (${name} beside ${copy[1]}): the schema has something the type compiler cannot turn into one type.`);
    }
  }
  return problems;
}
