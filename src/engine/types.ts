import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';
import type { SiteConfig } from '../generated/site-config.ts';

export type { BlockPropsByType, BlockType, SiteConfig };

/** One block of a page, discriminated by `type`. */
export type Section = { [K in BlockType]: BlockPropsByType[K] }[BlockType];

/**
 * A page ready to render: includes expanded, the family variant's values filled in, `@name` links
 * replaced by their addresses. One per address family member; the not-found page has `path: null`.
 */
export interface ResolvedPage {
  /** The config file it came from, relative to the project root. */
  file: string;
  path: string | null;
  aliases: string[];
  /** For a family page, the variant (the address's last word). */
  variant?: string;
  title: string;
  description: string;
  sections: Section[];
}

/** The whole validated site. The renderer only ever receives this. */
export interface SiteModel {
  site: SiteConfig;
  pages: ResolvedPage[];
}
