/**
 * The studio's open file (use-document.ts) when the file changes on disk while it has unsaved edits. A program that
 * writes a file in two steps (empty it, then write it) makes two change events; the reads they ask for can answer
 * out of order. The person must be shown the file as it is now, not the half-written one whose read came back last
 * (studio.test's "a file changed on disk while open" once showed an empty side in a whole run).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileEventsProvider } from '../../src/studio/app/events.tsx';
import { useDocument } from '../../src/studio/app/editor/use-document.ts';
import type { OpenedFile } from '../../src/studio/protocol.ts';

const file = 'site-config/pages/gap.json';

/** The server's change stream, driven by the test. */
class FakeEventSource {
  static current: FakeEventSource | undefined;
  private readonly listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor() {
    FakeEventSource.current = this;
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  close() {}
  changed(version: string) {
    for (const listener of this.listeners) listener(new MessageEvent('changed', { data: JSON.stringify({ file, version }) }));
  }
}

const opened = (heading: string, version: string): OpenedFile => {
  const data = heading ? { path: '/gap', sections: [{ type: 'banner', heading }] } : null;
  return { file, kind: 'page', text: data ? JSON.stringify(data) : '', data, version, problems: [], elsewhere: { problems: 0, errors: 0 } };
};

/** Each read of the file waits until the test answers it, so the test chooses the order the answers arrive in. */
let reads: ((answer: OpenedFile) => void)[] = [];

beforeEach(() => {
  reads = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => reads.push((answer) => resolve(new Response(JSON.stringify(answer), { status: 200 }))))),
  );
});
afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => <FileEventsProvider>{children}</FileEventsProvider>;

describe('a file changed on disk in two steps while the draft has edits', () => {
  it('asks with the file as it is now, even when the read of the half-written file answers last', async () => {
    const { result } = renderHook(() => useDocument(file), { wrapper });
    await waitFor(() => expect(reads).toHaveLength(1));
    await act(async () => reads[0]!(opened('On disk first', 'v1')));
    await waitFor(() => expect(result.current.disk?.version).toBe('v1'));
    act(() => result.current.edit({ path: '/gap', sections: [{ type: 'banner', heading: 'Typed in the studio' }] }));
    expect(result.current.dirty).toBe(true);

    // The writer empties the file (one event), then writes it whole (another).
    act(() => FakeEventSource.current!.changed('v-empty'));
    await waitFor(() => expect(reads).toHaveLength(2));
    act(() => FakeEventSource.current!.changed('v2'));
    await waitFor(() => expect(reads).toHaveLength(3));
    // The second read answers first; the first, of the half-written file, comes back after it.
    await act(async () => reads[2]!(opened('Changed on disk again', 'v2')));
    await act(async () => reads[1]!(opened('', 'v-empty')));

    await waitFor(() => expect(result.current.clash?.reason).toBe('disk'));
    expect(result.current.clash?.theirs.version).toBe('v2');
    expect(result.current.clash?.theirs.data).toEqual({ path: '/gap', sections: [{ type: 'banner', heading: 'Changed on disk again' }] });
  });
});
