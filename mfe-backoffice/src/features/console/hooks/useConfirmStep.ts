/**
 * The state of a confirm step (a dialog or an inline form) opened for one thing: `[open, setOpen, ask]`. `open` is
 * what the step is open for (null while closed); `ask(x)` opens it for `x` after clearing `mutation`'s last result
 * and error, so the step never starts with the previous attempt's refusal.
 */
import { useState } from 'react';

/** `[open, setOpen, ask]` of a confirm step whose action is `mutation` (module comment). */
export function useConfirmStep<T>(mutation: { reset: () => void }) {
  const [open, setOpen] = useState<T | null>(null);
  const ask = (x: T) => {
    mutation.reset();
    setOpen(x);
  };
  return [open, setOpen, ask] as const;
}
