import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Button as ButtonConfig } from '../../generated/block-props.ts';
import { CalmCaps } from './CalmCaps.tsx';
import { NewTabNote } from './NewTabNote.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';


/** The number a `tel:` or `sms:` link dials, written as people read it: "(555) 010-4478" for a US number. */
export function dialedNumber(href: string): string | undefined {
  const match = /^(?:tel|sms):(\+?[\d-]+)$/.exec(href);
  if (!match) return undefined;
  const digits = match[1]!.replace(/\D/g, '');
  const us = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : match[1];
}

/**
 * One call to action. `contained` is the one primary colour of the site (emerald, on light and dark
 * sections alike); `secondary` is an outline; `text` a link. Without an href it is not a control at all
 * (the spec's "links nowhere"): a lead-in line with an arrow, so it cannot be mistaken for a button.
 * A text-message link shows the number it texts.
 */
export function ActionButton({ button, onDark, inCard, current }: { button: ButtonConfig; onDark?: boolean; inCard?: boolean; current?: boolean }) {
  const variant = button.style === 'secondary' ? 'outlined' : button.style === 'text' ? 'text' : 'contained';
  const color = variant === 'contained' ? 'secondary' : onDark ? 'inherit' : 'primary';
  if (!button.href) {
    return (
      <Box component="p" sx={{ m: 0, fontWeight: 600, fontSize: '1.0625rem', opacity: 0.92 }}>
        <CalmCaps
          text={button.label}
          after={
            <Box component="span" aria-hidden="true" sx={{ ml: 1, fontSize: '1.25rem', lineHeight: 1 }}>
              ↓
            </Box>
          }
        />
      </Box>
    );
  }
  const newTab = button.newTab ?? false;
  const texts = button.href.startsWith('sms:') ? dialedNumber(button.href) : undefined;
  // Kept on one line with the label's last word: a number broken after "010-" reads as two.
  const number = texts && !/\d{3}/.test(button.label) ? <>&nbsp;{texts}</> : null;
  // In a card, anything but the primary action is a link, and looks like one: underlined, with an arrow.
  if (inCard && variant !== 'contained') {
    return (
      <Box
        component="a"
        href={button.href}
        aria-current={current ? 'page' : undefined}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...(button.download ? { download: '' } : {})}
        sx={{
          // Inline, so a label that wraps keeps its arrow right after its last word.
          display: 'inline-block',
          py: 1,
          fontWeight: 700,
          color: onDark ? 'warning.main' : 'secondary.main',
          textDecoration: 'underline',
          textDecorationThickness: '2px',
          textUnderlineOffset: '4px',
          '&:hover': { textDecorationThickness: '3px' },
          '&:focus-visible': { outline: `3px solid ${onDark ? '#FFFFFF' : 'currentColor'}`, outlineOffset: 2, borderRadius: 1 },
        }}
      >
        <CalmCaps
          text={button.label}
          after={
            <>
              {number}
              {/* inline-block: the link's underline does not run on under the arrow; on the last word's line. */}
              <Box component="span" aria-hidden="true" sx={{ display: 'inline-block', ml: 0.75 }}>
                →
              </Box>
            </>
          }
        />
        {button.detail && <VisuallyHidden> {button.detail}</VisuallyHidden>}
        {newTab && <NewTabNote />}
      </Box>
    );
  }
  return (
    <Button
      href={button.href}
      variant={variant}
      color={color}
      size="large"
      // A card's button is as wide as the card on a phone, as a section's buttons are (ActionButtons);
      // content-wide at a card's left ("I'm an auto dealer") it was the one phone CTA that was not.
      {...(inCard ? { sx: { width: { xs: '100%', sm: 'auto' } } } : {})}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(button.download ? { download: '' } : {})}
    >
      <CalmCaps text={button.label} after={number} />
      {button.detail && <VisuallyHidden> {button.detail}</VisuallyHidden>}
      {newTab && <NewTabNote />}
    </Button>
  );
}

/**
 * Whether `buttons` are a set of places to go rather than actions: three or more, none of them the primary
 * one (home's "Explore Owl Admin": Essentials Complete, Safe Return, Claims). Stacked on a phone, three
 * outlined pills of one width looked like empty form fields.
 */
export function isLinkGroup(buttons: ButtonConfig[]): boolean {
  return buttons.length >= 3 && buttons.every((b) => b.href && (b.style === 'secondary' || b.style === 'text'));
}

/** A set of places to go (isLinkGroup) as a list of text links with arrows: in a row from 600 px, one under the other on a phone. */
function LinkGroup({ buttons, onDark, center }: { buttons: ButtonConfig[]; onDark?: boolean; center?: boolean }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 3,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'wrap',
        justifyContent: center ? 'center' : 'flex-start',
        alignItems: { xs: center ? 'center' : 'flex-start', sm: 'center' },
        columnGap: 4,
        rowGap: 0.5,
      }}
    >
      {buttons.map((b) => (
        <li key={`${b.label}|${b.href ?? ''}`}>
          <ActionButton button={b} inCard {...(onDark ? { onDark } : {})} />
        </li>
      ))}
    </Box>
  );
}

/**
 * A section's buttons: stacked full width on a phone, in a row from 600 px. `stacked` keeps them one under
 * the other at every width, each as wide as the widest, for a narrow panel where a row would wrap. A set of
 * places to go (isLinkGroup) is a list of links instead.
 */
export function ActionButtons({ buttons, onDark, center, stacked }: { buttons?: ButtonConfig[] | undefined; onDark?: boolean; center?: boolean; stacked?: boolean }) {
  if (!buttons?.length) return null;
  if (isLinkGroup(buttons) && !stacked) return <LinkGroup buttons={buttons} center={center} {...(onDark ? { onDark } : {})} />;
  return (
    <Stack
      direction={stacked ? 'column' : { xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt: 4, justifyContent: center ? 'center' : 'flex-start', alignItems: stacked ? 'stretch' : { xs: 'stretch', sm: 'center' } }}
    >
      {buttons.map((b) => (
        <ActionButton key={`${b.label}|${b.href ?? ''}`} button={b} {...(onDark ? { onDark } : {})} />
      ))}
    </Stack>
  );
}
