/**
 * One EventSource on the server's `changed` stream for the whole app, shared by every screen that wants to
 * hear when a file under site-config/ changes on disk (the pages list, the open editor).
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { studioApi, type FileChanged } from '../protocol.ts';

type Listener = (change: FileChanged) => void;

const EventsContext = createContext<Set<Listener> | null>(null);

/** Opens the stream once and hands every `changed` event to the current listeners. */
export function FileEventsProvider({ children }: { children: ReactNode }) {
  const [listeners] = useState(() => new Set<Listener>());
  useEffect(() => {
    const source = new EventSource(studioApi.events);
    source.addEventListener('changed', (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as FileChanged;
      for (const listener of listeners) listener(change);
    });
    return () => source.close();
  }, [listeners]);
  return <EventsContext.Provider value={listeners}>{children}</EventsContext.Provider>;
}

/** Calls `listener` (its latest version) for every file changed on disk while the component is shown. */
export function useFileChanges(listener: Listener): void {
  const listeners = useContext(EventsContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!listeners) return;
    const call: Listener = (change) => latest.current(change);
    listeners.add(call);
    return () => void listeners.delete(call);
  }, [listeners]);
}
