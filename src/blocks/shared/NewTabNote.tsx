import { useUiText } from './ui-text.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/** Says, to screen readers only, that the link it sits in opens in a new tab (site.json `ui.opensInNewTab`). */
export function NewTabNote() {
  return <VisuallyHidden> {useUiText().opensInNewTab}</VisuallyHidden>;
}
