import type { WidgetProps } from '@rjsf/utils';
import { isOnlyPlaceholder } from '../../../../engine/placeholders.ts';
import { TextOrLinkWidget } from './LinkWidget.tsx';

/** Keeps the selection a focus made: the click that focused a field would otherwise put the caret where it landed. */
function keepSelection(input: HTMLElement) {
  input.addEventListener('mouseup', (event) => event.preventDefault(), { once: true });
}

/**
 * Text that is still a placeholder ("Write the heading here", which a new section and a new page start with) is shown
 * as one: greyed, and wholly selected when the field is entered, so typing replaces it instead of adding to it, and
 * Delete takes it out (leaving an optional field empty). The file keeps it until then, so the preview shows where
 * the words go and the validator says they are not written yet.
 */
export function HintedTextWidget(props: WidgetProps) {
  const { value, onFocus } = props;
  if (typeof value !== 'string' || !isOnlyPlaceholder(value)) return <TextOrLinkWidget {...props} />;
  return (
    <TextOrLinkWidget
      {...props}
      onFocus={(id: string, focused: unknown) => {
        const input = document.getElementById(id);
        if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) {
          input.select();
          keepSelection(input);
        }
        onFocus(id, focused);
      }}
      sx={{ '& .MuiInputBase-input': { color: 'text.secondary', fontStyle: 'italic' } }}
    />
  );
}
