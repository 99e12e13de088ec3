import { useEffect } from 'react';
import { useRemote } from './useRemote';

/**
 * A route element that sends the shell's router to `to`, e.g. `<Route path="*" element={<ShellNavigate
 * to="/404" />} />` for a path this remote does not serve (docs/product.md "Screens and routes").
 */
export function ShellNavigate({ to }: { to: string }) {
  const { navigate } = useRemote();
  useEffect(() => {
    navigate(to);
  }, [navigate, to]);
  return null;
}
