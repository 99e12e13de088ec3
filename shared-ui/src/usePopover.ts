/**
 * A header pop-over's open state (the user menu, the notification bell): `ref` goes on the element wrapping the
 * button and its panel, and a press anywhere outside it closes the panel.
 */
import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';

export function usePopover(): {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  ref: RefObject<HTMLDivElement | null>;
} {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return { open, setOpen, ref };
}
