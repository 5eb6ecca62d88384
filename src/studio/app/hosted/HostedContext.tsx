import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Me } from '../../hosted-protocol.ts';
import { useAsync } from '../use-async.ts';
import { getMe, isHostedPage } from './hosted-client.ts';

/** The hosted studio as the app knows it: who is signed in; undefined in the local studio (and until it is known). */
export interface Hosted {
  me: Me | undefined;
  /** Asks again (their draft starts with their first save, and ends when published). */
  reload: () => void;
}

const HostedContext = createContext<Hosted>({ me: undefined, reload: () => undefined });

/** Asks /hosted/api/me once, on the hosted studio's page only: the local studio shows nothing of this. */
export function HostedProvider({ children }: { children: ReactNode }) {
  const hosted = isHostedPage();
  const me = useAsync(() => (hosted ? getMe() : Promise.resolve(undefined)), 'me');
  const value = useMemo(() => ({ me: me.value, reload: me.reload }), [me.value, me.reload]);
  return <HostedContext.Provider value={value}>{children}</HostedContext.Provider>;
}

export const useHosted = () => useContext(HostedContext);
