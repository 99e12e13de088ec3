import { useContext } from 'react';
import type { RemoteProps } from 'shared-contracts';
import { RemoteContext } from './remote-context';

/**
 * The props the shell mounted the parcel with. Throws outside `RemoteRoot` (a wiring mistake, not a
 * state to render).
 */
export function useRemote(): RemoteProps {
  const props = useContext(RemoteContext);
  if (!props) throw new Error('useRemote must be used inside RemoteRoot');
  return props;
}
