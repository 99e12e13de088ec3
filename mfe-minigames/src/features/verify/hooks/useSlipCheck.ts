import { useEffect, useState } from 'react';
import { verifySlip, type FairSlipRecord, type SlipCheck } from 'shared-contracts';

/**
 * Recomputes a finished slip in the browser with Web Crypto (shared-contracts' `verifySlip`, the server's own
 * algorithm): null while computing or without a record; a newer record replaces an older computation.
 */
export function useSlipCheck(record: FairSlipRecord | null): SlipCheck | null {
  const [check, setCheck] = useState<SlipCheck | null>(null);
  const key = record ? JSON.stringify(record) : '';
  useEffect(() => {
    setCheck(null);
    if (!record) return;
    let live = true;
    verifySlip(record).then(
      (c) => live && setCheck(c),
      () => live && setCheck(null),
    );
    return () => {
      live = false;
    };
    // the record is compared by value (its JSON): a new object with the same seeds does not recompute
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return check;
}
