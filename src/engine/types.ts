import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';
import type { FragmentConfig, PageConfig, SectionInclude, WrittenSection } from '../generated/page-config.ts';
import type { SiteConfig } from '../generated/site-config.ts';

// The files as written are typed from their schemas (npm run generate); what the engine makes of them is below.
export type { BlockPropsByType, BlockType, FragmentConfig, PageConfig, SectionInclude, SiteConfig, WrittenSection };

/** One block of a page, discriminated by `type`. */
export type Section = { [K in BlockType]: BlockPropsByType[K] }[BlockType];

/**
 * A page ready to render: includes expanded, the family variant's values filled in, `@name` links
 * replaced by their addresses. One per address family member; the not-found page has `path: null`.
 */
export interface ResolvedPage extends Pick<PageConfig, 'title' | 'description'> {
  /** The config file it came from, relative to the project root. */
  file: string;
  /** Its address (a family member's: the prefix and the variant's key); null for the not-found page. */
  path: string | null;
  aliases: NonNullable<PageConfig['aliases']>;
  /** For a family page, the variant (the address's last word). */
  variant?: string;
  /** The blocks, with every include replaced by the shared sections it names. */
  sections: Section[];
}

/** The whole validated site. The renderer only ever receives this. */
export interface SiteModel {
  site: SiteConfig;
  pages: ResolvedPage[];
}
