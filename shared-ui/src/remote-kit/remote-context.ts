/**
 * The shell's props (api, bus, session$, i18n, navigate) for the components below a remote's root
 * (ARCHITECTURE.md "Remotes and the shell"). `RemoteRoot` provides it; read it with `useRemote()`.
 */
import { createContext } from 'react';
import type { RemoteProps } from 'shared-contracts';

export const RemoteContext = createContext<RemoteProps | null>(null);
