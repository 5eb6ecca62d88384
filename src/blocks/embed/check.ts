import { plainOriginOf } from '../../engine/origins.ts';
import type { EmbedBlockProps } from '../../generated/block-props.ts';
import type { BlockFinding } from '../hooks.ts';

/**
 * The widget's address, as the page will frame it (a name such as "@scheduling" already replaced by its address
 * from site.json or the environment), has a plain https origin: the build writes that origin into every page's
 * Content-Security-Policy and into nginx.conf (see src/engine/origins.ts for what else would slip in).
 */
export function embedCheck(section: EmbedBlockProps): BlockFinding[] {
  // A name still unreplaced: site.json has a problem of its own (or no such name), said there.
  if (section.src.startsWith('@') || plainOriginOf(section.src)) return [];
  return [
    {
      path: ['src'],
      code: 'bad-value',
      message: `the widget's address ${JSON.stringify(section.src)} is not one the site can frame: it must start with "https://" and a host name made of letters, digits, hyphens and dots (an optional ":port" after it), such as "https://calendly.com/owladmin/discovery-call".`,
    },
  ];
}
