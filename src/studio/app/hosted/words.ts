/** Small wordings the hosted screens share. */
import type { Draft } from '../../hosted-protocol.ts';

/** A moment as people read it: "3 Dec 2026, 14:05". */
export const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const counted = (n: number, noun: string, plural = `${noun}s`) => `${n} ${n === 1 ? noun : plural}`;

/** "Your draft" or "editor@example.com's draft"; a restored version's draft says so. */
export function draftTitle(draft: Pick<Draft, 'owner' | 'name'>, me: string | undefined): string {
  const whose = me && draft.owner.toLowerCase() === me.toLowerCase() ? 'Your draft' : `${draft.owner}’s draft`;
  return draft.name === 'edits' ? whose : `${whose} “${draft.name.replace(/-/g, ' ')}”`;
}
