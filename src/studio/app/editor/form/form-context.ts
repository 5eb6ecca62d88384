import type { ImageFile, LinkTargets } from '../../../protocol.ts';

/** What the studio's own widgets need from the editor, handed to them through rjsf's `formContext`. */
export interface StudioFormContext {
  /** Pages with their anchors, @named links and {{values}}, for link fields (undefined while loading). */
  links: LinkTargets | undefined;
  /** Whether text may hold {{values}} (pages and shared sections; not site.json, which defines them). */
  valuesAllowed: boolean;
  /** Opens the image picker; resolves with the image chosen, or undefined when the person closes it. */
  pickImage: () => Promise<ImageFile | undefined>;
}
