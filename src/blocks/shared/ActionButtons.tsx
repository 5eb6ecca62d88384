import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Button as ButtonConfig } from '../../generated/block-props.ts';
import { NewTabNote } from './NewTabNote.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';


/** One call to action. Without an href it is a label styled as a button, not a dead link (spec: "links nowhere"). */
export function ActionButton({ button, onDark }: { button: ButtonConfig; onDark?: boolean }) {
  const variant = button.style === 'secondary' ? 'outlined' : button.style === 'text' ? 'text' : 'contained';
  const color = onDark && variant !== 'contained' ? 'inherit' : button.style === 'secondary' && !onDark ? 'primary' : onDark ? 'warning' : 'primary';
  if (!button.href) {
    return (
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 48,
          px: 3,
          borderRadius: 999,
          fontWeight: 700,
          border: '2px solid currentColor',
          opacity: 0.95,
        }}
      >
        {button.label}
      </Box>
    );
  }
  const newTab = button.newTab ?? false;
  return (
    <Button
      href={button.href}
      variant={variant}
      color={color}
      size="large"
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(button.download ? { download: '' } : {})}
    >
      {button.label}
      {button.detail && <VisuallyHidden> {button.detail}</VisuallyHidden>}
      {newTab && <NewTabNote />}
    </Button>
  );
}

export function ActionButtons({ buttons, onDark, center }: { buttons?: ButtonConfig[] | undefined; onDark?: boolean; center?: boolean }) {
  if (!buttons?.length) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: center ? 'center' : 'flex-start', alignItems: { xs: 'stretch', sm: 'center' } }}>
      {buttons.map((b) => (
        <ActionButton key={`${b.label}|${b.href ?? ''}`} button={b} {...(onDark ? { onDark } : {})} />
      ))}
    </Stack>
  );
}
