/**
 * Putting the keyboard in the form: at the field a problem is about, or at the first field of a section, so that
 * nobody has to Tab through the outline and the form to get there. rjsf names each control after its place in the
 * data ("root_cards_1_title"), which is what the problem's path gives.
 */
import type { JsonPath } from './problem-paths.ts';

/** Controls a person types in or operates (MUI's hidden native inputs and autosize shadows are not). */
const controls = 'input:not([type="hidden"]):not([aria-hidden="true"]):not([tabindex="-1"]), textarea:not([aria-hidden="true"]), [role="combobox"], button';

/** Where a field goes, or, for a place with no field of its own (a list left out), the first control inside it. */
function controlAt(form: HTMLElement, path: JsonPath): HTMLElement | undefined {
  for (let n = path.length; n >= 0; n--) {
    const id = ['root', ...path.slice(0, n)].join('_');
    const own = form.ownerDocument.getElementById(id);
    if (own && form.contains(own) && own.matches(controls)) return own;
    const inside = [...form.querySelectorAll<HTMLElement>(`[id^="${id}_"]`)].find((e) => e.matches(controls));
    if (inside) return inside;
  }
  return undefined;
}

/**
 * The first field a person fills in: the section's heading, else the first required text still empty, else the
 * first text field, else any control. Not simply the first control: that is often the anchor or the background.
 */
function firstField(form: HTMLElement): HTMLElement | undefined {
  const texts = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[type="text"], input:not([type]), textarea')].filter((e) => e.matches(controls));
  return texts.find((e) => e.id === 'root_heading') ?? texts.find((e) => e.required && !e.value) ?? texts[0] ?? form.querySelector<HTMLElement>(controls) ?? undefined;
}

/** Focuses the field at `path` (or the section's first field to fill in), scrolled to the middle of the form. */
export function focusField(form: HTMLElement | null, path: JsonPath | 'first'): boolean {
  if (!form) return false;
  const target = path === 'first' ? firstField(form) : controlAt(form, path);
  if (!target) return false;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
  return true;
}
