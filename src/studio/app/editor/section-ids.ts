/**
 * Stable ids for sections, for React keys and drag and drop: a section keeps its id while it moves, because the
 * id belongs to the section object itself; an edit in the form makes a new object, which inherits the id
 * (carryId), so the outline item under the keyboard focus is never replaced by typing elsewhere.
 */
const ids = new WeakMap<object, string>();
let next = 0;

export function sectionId(section: unknown, index: number): string {
  if (typeof section !== 'object' || section === null) return `value-${index}`;
  let id = ids.get(section);
  if (!id) ids.set(section, (id = `section-${++next}`));
  return id;
}

/** The edited version of a section keeps the id of the section it replaces. */
export function carryId(from: unknown, to: unknown): void {
  if (typeof from !== 'object' || from === null || typeof to !== 'object' || to === null) return;
  const id = ids.get(from);
  if (id && !ids.has(to)) ids.set(to, id);
}
