import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { KeepTogether } from './KeepTogether.tsx';
import type { SiteContact } from './site-contact.ts';

/** Where the site's email and phone stand in `text`, in order: each a piece to link, the rest plain. */
export function contactPieces(text: string, contact: SiteContact): { text: string; href?: string }[] {
  const targets = [
    { value: contact.email, href: contact.emailHref },
    { value: contact.phone, href: contact.phoneHref },
  ].filter((t) => t.value);
  const pieces: { text: string; href?: string }[] = [];
  let at = 0;
  for (;;) {
    let next: { index: number; value: string; href: string } | undefined;
    for (const t of targets) {
      const index = text.indexOf(t.value, at);
      if (index >= 0 && (!next || index < next.index)) next = { index, ...t };
    }
    if (!next) break;
    if (next.index > at) pieces.push({ text: text.slice(at, next.index) });
    pieces.push({ text: next.value, href: next.href });
    at = next.index + next.value.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/**
 * Running text in which the site's email and phone are links that open a mail or a call: the privacy policy's
 * "email hello@… or call (555) …" and the thank-you note were plain text, with no tap-to-call on a phone
 * (outside review round 7). The rest is kept as KeepTogether keeps it; the number never breaks.
 */
export function ContactText({ text, contact }: { text: string; contact: SiteContact | undefined }): ReactNode {
  const pieces = contact ? contactPieces(text, contact) : [];
  if (!pieces.some((p) => p.href)) return <KeepTogether text={text} />;
  return (
    <span>
      {pieces.map((piece, i) =>
        piece.href ? (
          <Link key={i} href={piece.href} underline="always" sx={{ color: 'secondary.dark', fontWeight: 600, textUnderlineOffset: '0.2em', whiteSpace: piece.href.startsWith('tel:') ? 'nowrap' : undefined, overflowWrap: 'anywhere' }}>
            {piece.text}
          </Link>
        ) : (
          <KeepTogether key={i} text={piece.text} />
        ),
      )}
    </span>
  );
}
