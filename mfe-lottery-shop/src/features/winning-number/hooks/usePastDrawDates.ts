import { useEffect, useState } from 'react';
import { useRemote } from '../../../app/useRemote';
import { fetchPastDrawDates } from '../api/winning-api';

/** Past draw dates, newest first ([] while loading or when the list fails). */
export function usePastDrawDates(): { dates: string[]; loaded: boolean } {
  const { api } = useRemote();
  const [state, setState] = useState<{ dates: string[]; loaded: boolean }>({ dates: [], loaded: false });
  useEffect(() => {
    let live = true;
    fetchPastDrawDates(api).then(
      (dates) => live && setState({ dates, loaded: true }),
      () => live && setState({ dates: [], loaded: true }),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return state;
}
