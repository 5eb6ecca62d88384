import type { Hydration } from '../blocks/registry.ts';
import type { Resolved, SchemaCatalog, SchemaNode } from './schema-catalog.ts';

/** One documented property: where it is (`cards[].title`), and what a person needs to fill it in. */
interface Row {
  path: string;
  title: string;
  type: string;
  required: boolean;
  allowed: string;
  description: string;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\s*\n\s*/g, ' ');
const code = (v: unknown) => `\`${typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v)}\``;
const sharedAnchor = (name: string) => `shared-${name.toLowerCase()}`;
const blockAnchor = (type: string) => `block-${type.toLowerCase()}`;

/** How a block runs in the browser, in words. */
export const hydrationWords: Record<Hydration, string> = {
  static: 'No JavaScript: the page shows it exactly as it is built.',
  enhance: 'A few lines of plain script (no React) fill it in as the page loads.',
  visible: 'Interactive: its script loads when it scrolls into view.',
  interaction: 'Interactive: its script loads when a reader first points at, touches or tabs to it.',
  load: 'Interactive: its script loads with the page.',
};

const singular: Record<string, string> = { characters: 'character', items: 'item', entries: 'entry' };

function plural(noun: string): string {
  if (noun.includes(' or ')) return noun.split(' or ').map(plural).join(' or '); // "questions or topics"
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

class DocWriter {
  /** Shared definitions the tables link to; each is documented once, at the end. */
  readonly shared = new Map<string, Resolved>();
  constructor(private readonly catalog: SchemaCatalog) {}

  private isShared(r: Resolved): r is Resolved & { shared: { file: string; name: string; title?: string } } {
    return r.shared?.file === 'common.schema.json';
  }

  private link(r: Resolved & { shared: { name: string; title?: string } }): string {
    if (!this.shared.has(r.shared.name)) this.shared.set(r.shared.name, this.catalog.resolve({ $ref: `${r.shared.file}#/$defs/${r.shared.name}` }, r.shared.file));
    return `[${(r.shared.title ?? r.shared.name).toLowerCase()}](#${sharedAnchor(r.shared.name)})`;
  }

  typeOf(r: Resolved): string {
    const { node } = r;
    if (node.const !== undefined) return 'fixed';
    if (this.isShared(r)) return this.link(r);
    if (node['x-link']) return 'link';
    if (node['x-asset']) return 'file';
    if (node.enum) return 'choice';
    const type = Array.isArray(node.type) ? node.type[0] : node.type;
    switch (type) {
      case 'string':
        return 'text';
      case 'integer':
        return 'whole number';
      case 'number':
        return 'number';
      case 'boolean':
        return 'true or false';
      case 'array': {
        if (!node.items) return 'list';
        const item = this.catalog.resolve(node.items, r.baseId);
        if (this.isShared(item)) return `list of ${this.typeOf(item).replace(/\[([^\]]+)\]/, (_m, t: string) => `[${plural(t)}]`)}`;
        return `list of ${plural(item.node.title?.toLowerCase() ?? this.typeOf(item))}`;
      }
      case 'object': {
        if (typeof node.additionalProperties !== 'object') return 'group of properties';
        const value = this.catalog.resolve(node.additionalProperties, r.baseId);
        return `names, each with ${value.node.properties && value.node.title ? `a ${value.node.title.toLowerCase()}` : this.typeOf(value)}`;
      }
      default:
        return type ?? 'any';
    }
  }

  allowedOf({ node }: Resolved, isShared: boolean): string {
    const parts: string[] = [];
    if (node.const !== undefined) parts.push(`always ${code(node.const)}`);
    if (node.enum) parts.push(isShared && node.enum.length > 10 ? `one of ${node.enum.length} names` : node.enum.map(code).join(', '));
    const range = (min: number | undefined, max: number | undefined, unit: string) => {
      if (min !== undefined && max !== undefined) parts.push(`${min} to ${max} ${unit}`);
      else if (min !== undefined) parts.push(min === 1 && unit === 'characters' ? 'not empty' : `at least ${min} ${min === 1 ? singular[unit] : unit}`);
      else if (max !== undefined) parts.push(`at most ${max} ${unit}`);
    };
    range(node.minLength, node.maxLength, 'characters');
    range(node.minItems, node.maxItems, 'items');
    range(node.minProperties, undefined, 'entries');
    if (node.minimum !== undefined && node.maximum !== undefined) parts.push(`${node.minimum} to ${node.maximum}`);
    else if (node.minimum !== undefined) parts.push(`${node.minimum} or more`);
    else if (node.maximum !== undefined) parts.push(`${node.maximum} or less`);
    return parts.join('; ');
  }

  /** Rows for every property under `node`, nested ones as `parent.child` and `list[].child`. */
  rows(node: SchemaNode, baseId: string, prefix = '', depth = 0): Row[] {
    const out: Row[] = [];
    const required = new Set(node.required ?? []);
    for (const [name, prop] of Object.entries(node.properties ?? {})) {
      if (name === '$schema') continue;
      const r = this.catalog.resolve(prop, baseId);
      const path = prefix ? `${prefix}.${name}` : name;
      out.push({
        path,
        title: r.node.title ?? '',
        type: this.typeOf(r),
        required: required.has(name),
        allowed: this.allowedOf(r, this.isShared(r)),
        description: r.node.description ?? '',
      });
      if (depth < 6) out.push(...this.nested(r, path, depth));
    }
    return out;
  }

  private nested(r: Resolved, path: string, depth: number): Row[] {
    if (this.isShared(r)) return [];
    const { node, baseId } = r;
    if (node.properties) return this.rows(node, baseId, path, depth + 1);
    if (node.items) {
      const item = this.catalog.resolve(node.items, baseId);
      if (!this.isShared(item) && item.node.properties) return this.rows(item.node, item.baseId, `${path}[]`, depth + 1);
    }
    if (typeof node.additionalProperties === 'object') {
      const value = this.catalog.resolve(node.additionalProperties, baseId);
      if (!this.isShared(value) && value.node.properties) return this.rows(value.node, value.baseId, `${path}.<name>`, depth + 1);
    }
    return [];
  }

  table(rows: Row[]): string {
    const lines = ['| Property | Title | Type | Required | Allowed values | Description |', '| --- | --- | --- | --- | --- | --- |'];
    for (const r of rows) {
      lines.push(`| \`${r.path}\` | ${cell(r.title)} | ${r.type} | ${r.required ? 'yes' : ''} | ${cell(r.allowed)} | ${cell(r.description)} |`);
    }
    return lines.join('\n');
  }
}

export interface DocsInput {
  catalog: SchemaCatalog;
  /** How each registered block runs in the browser; a block without an entry is not usable yet. */
  hydration: Record<string, Hydration>;
}

/** docs/blocks.md: everything a person editing site-config/ can use, from the schemas and the registry. */
export function blockReference({ catalog, hydration }: DocsInput): string {
  const w = new DocWriter(catalog);
  const doc = (id: string) => {
    const schema = catalog.documents.get(id);
    if (!schema) throw new Error(`schemas/${id} is missing`);
    return schema;
  };
  const out: string[] = [
    '<!-- Generated by `npm run docs` from schemas/ and src/blocks/registry.ts. Do not edit: change a schema and run `npm run docs`. -->',
    '',
    '# Block reference',
    '',
    'Every page of the site is one JSON file in `site-config/pages/`: a few properties about the page, then its',
    '`sections` from top to bottom. Each section is a **block**: `{ "type": "banner", … }`. This reference lists',
    'every block and every property you can write, taken from the rules the site checks files against, so it is',
    'always up to date. New to this? Start with the [authoring guide](authoring.md). To see every block live,',
    'with its JSON to copy, run `npm run dev` and open <http://localhost:5173/_gallery>.',
    '',
    'How to read the tables: **Property** is the name you write in the file (`cards[].title` means the `title`',
    'of each card in the `cards` list); **Required** properties must be there; everything else can be left out.',
    '',
    '## Blocks',
    '',
    ...catalog.blocks.map((b) => `- [${b.schema.title ?? b.type}](#${blockAnchor(b.type)}) (\`${b.type}\`${alsoCalled(b.schema, ', also called ')}): ${cell(firstSentence(b.schema.description ?? ''))}`),
    '',
  ];
  for (const block of catalog.blocks) {
    const entry = hydration[block.type];
    out.push(
      `<a id="${blockAnchor(block.type)}"></a>`,
      '',
      `### ${block.schema.title ?? block.type} — \`"type": "${block.type}"\``,
      '',
      block.schema.description ?? '',
      '',
      ...(block.schema['x-aliases']?.length ? [`**Also called:**${alsoCalled(block.schema, ' ')}. Writing one of these as the type gets a "did you mean" for this block.`, ''] : []),
      entry ? hydrationWords[entry] : '**Not usable yet:** this block has a schema but no entry in src/blocks/registry.ts.',
      '',
      w.table(w.rows(block.schema, block.schema.$id ?? block.file)),
      '',
    );
    block.examples.forEach((example, i) => {
      out.push(`**Example${block.examples.length > 1 ? ` ${i + 1}` : ''}**`, '', '```json', JSON.stringify(example, null, 2), '```', '');
    });
    if (!block.examples.length) out.push('_This block has no example yet: add one to `examples` in its schema._', '');
  }

  const page = doc('page.schema.json');
  out.push(
    '## The page file',
    '',
    page.description ?? '',
    '',
    w.table(w.rows(page, 'page.schema.json')),
    '',
    'Each item of `sections` is one of the [blocks](#blocks) above, or `{ "include": "<name>" }` to insert the shared',
    'sections of `site-config/fragments/<name>.json`.',
    '',
  );
  if (page.examples?.[0]) out.push('**Example**', '', '```json', JSON.stringify(page.examples[0], null, 2), '```', '');
  const fragment = doc('fragment.schema.json');
  out.push('## Shared sections (`site-config/fragments/`)', '', fragment.description ?? '', '', w.table(w.rows(fragment, 'fragment.schema.json')), '');
  const site = doc('site.schema.json');
  out.push('## Site settings (`site-config/site.json`)', '', site.description ?? '', '', w.table(w.rows(site, 'site.schema.json')), '');

  out.push('## Shared pieces', '', 'Kinds of values that many blocks use, described once.', '');
  // Documenting one shared piece can reveal another (a button has a link): repeat until none is new.
  const sections = new Map<string, string[]>();
  for (let more = true; more; ) {
    more = false;
    for (const [name, r] of [...w.shared.entries()]) {
      if (sections.has(name)) continue;
      more = true;
      const parts = [`<a id="${sharedAnchor(name)}"></a>`, '', `### ${r.node.title ?? name}`, '', r.node.description ?? '', ''];
      sections.set(name, parts);
      if (r.node.properties) parts.push(w.table(w.rows(r.node, r.baseId)), '');
      else if (r.node.items) parts.push(`A list; each item is ${w.typeOf(catalog.resolve(r.node.items, r.baseId))}.`, '');
      else if (r.node.enum) parts.push(`Allowed values: ${r.node.enum.map(code).join(', ')}.`, '');
      else if (r.node.minLength) parts.push('It cannot be empty.', '');
    }
  }
  for (const name of [...sections.keys()].sort()) out.push(...sections.get(name)!);
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** The names people use for a block (its schema's `x-aliases`), after `lead`; nothing when it has none. */
function alsoCalled(schema: SchemaNode, lead: string): string {
  const words = schema['x-aliases'] ?? [];
  return words.length ? `${lead}${words.map((w) => `"${w}"`).join(', ')}` : '';
}

function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  return end >= 0 ? text.slice(0, end + 1) : text;
}
