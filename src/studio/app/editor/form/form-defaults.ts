import type { Experimental_DefaultFormStateBehavior } from '@rjsf/utils';

/**
 * What rjsf may fill in by itself as a form opens: nothing. No defaults, no items to reach a list's minimum, and no
 * `const` taken as a value (it turned a page's `notFound: true` on as soon as Page settings was opened). Whatever
 * rjsf adds as a form mounts reaches the draft as an edit nobody made.
 */
export const formStateBehaviour: Experimental_DefaultFormStateBehavior = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
  constAsDefaults: 'never',
};
