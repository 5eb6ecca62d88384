/**
 * Widgets the embed block knows by address: what to add to the frame's address so the widget tells the
 * page it is working, and which of its messages says so. Any other widget counts as working once its
 * frame has loaded; a browser's error page "loads" too, so for those only a frame that never loads is
 * seen to fail.
 */
export interface KnownWidget {
  host: RegExp;
  /** Added to the frame's address only (a link to the widget opens it as a page of its own). */
  params: Record<string, string>;
  /** True for a message from the widget that means it has loaded and is working. */
  isWorking: (data: unknown) => boolean;
}

const knownWidgets: readonly KnownWidget[] = [
  {
    // Calendly posts { event: "calendly.…" } to the page that embeds it (profile_page_viewed,
    // event_type_viewed, page_height…: developer.calendly.com, "Embed Parent Window Events"), but only
    // when the address carries embed_domain, as its widget.js adds; "1" is what react-calendly sends
    // when rendered on a server, which does not know the visitor's host.
    host: /(^|\.)calendly\.com$/,
    params: { embed_type: 'Inline', embed_domain: '1' },
    isWorking: (data) => {
      const event = (data as { event?: unknown } | null)?.event;
      return typeof event === 'string' && event.startsWith('calendly.');
    },
  },
];

const hostOf = (src: string) => {
  try {
    return new URL(src).hostname;
  } catch {
    return '';
  }
};

/** The known widget at `src`, if any. */
export const knownWidget = (src: string): KnownWidget | undefined => knownWidgets.find((w) => w.host.test(hostOf(src)));

/** The address to put in the frame: `src`, plus what a known widget needs to report to the page. */
export function frameSrc(src: string): string {
  const widget = knownWidget(src);
  if (!widget) return src;
  const url = new URL(src);
  for (const [name, value] of Object.entries(widget.params)) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.toString();
}
