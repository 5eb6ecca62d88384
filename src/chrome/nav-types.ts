import type { ImageValue, NamedLink } from '../generated/site-config.ts';

/** What the navigation needs to know: small enough to travel as island props. */
export interface NavProps {
  links: NamedLink[];
  signUp: NamedLink;
  logo: ImageValue;
  homeHref: string;
  /** The address of the page being shown, to mark its link as current. */
  current: string | null;
}
