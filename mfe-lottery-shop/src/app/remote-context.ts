import { createContext } from 'react';
import type { RemoteProps } from 'shared-contracts';

/** The shell's props (api, bus, session$, navigate) for components below the parcel root. */
export const RemoteContext = createContext<RemoteProps | null>(null);
