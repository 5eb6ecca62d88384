/**
 * Stable ids for sections, for React keys and drag and drop: a section keeps its id while it moves, because the
 * id belongs to the section object itself (an edit makes a new object, and a new id, which is harmless: the
 * outline only needs ids to hold still during a drag).
 */
const ids = new WeakMap<object, string>();
let next = 0;

export function sectionId(section: unknown, index: number): string {
  if (typeof section !== 'object' || section === null) return `value-${index}`;
  let id = ids.get(section);
  if (!id) ids.set(section, (id = `section-${++next}`));
  return id;
}
