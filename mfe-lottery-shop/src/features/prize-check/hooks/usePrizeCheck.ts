import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { checkGloTicket, type GloTicketCheck, type GovernmentWinningResult } from 'shared-contracts';
import { errorCode, useRemote } from 'shared-ui';
import { useLotterySlips } from '../../history';
import { toGloDraw, usePastDrawDates, winningResultQuery } from '../../winning-number';

/** The answer of a check: every prize of each number on the draw of `date`, or the refusal's code ('network'). */
export type PrizeCheckOutcome =
  { date: string; result: GovernmentWinningResult; checks: GloTicketCheck[] } | { date: string; error: string };

const SIX_DIGITS = /^\d{6}$/;

/**
 * The prize check's state (docs/product.md "Screens and routes", /lottery/thai/checking-prize): the past draw
 * dates (the newest until the player picks one), the 6-digit numbers to check (typed, or picked from the
 * player's own tickets), and `check()`, which reads the draw's official result (`winningResultQuery`, the cache
 * the winning-number tab shares) and checks every number with the shared `checkGloTicket` (every tier counts,
 * summed). The last outcome stays on screen until the next one arrives.
 */
export function usePrizeCheck() {
  const { api } = useRemote();
  const queryClient = useQueryClient();
  const { dates, loaded } = usePastDrawDates();
  const { slips } = useLotterySlips(50);
  const [date, setDate] = useState('');
  const [input, setInput] = useState('');
  const [numbers, setNumbers] = useState<string[]>([]);
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<PrizeCheckOutcome | null>(null);
  const chosen = date || dates[0] || '';

  const checking = useMutation({
    mutationFn: async (asked: { date: string; numbers: string[] }) => {
      const result = await queryClient.fetchQuery(winningResultQuery(api, asked.date));
      const draw = toGloDraw(result);
      return { date: asked.date, result, checks: asked.numbers.map((n) => checkGloTicket(n, draw)) };
    },
    onSuccess: setOutcome,
    onError: (e, asked) => setOutcome({ date: asked.date, error: errorCode(e) ?? 'network' }),
  });

  /** Adds a 6-digit number to the list (once); anything else shows the invalid notice. */
  const addNumber = (n: string) => {
    if (!SIX_DIGITS.test(n)) {
      setInvalid(true);
      return false;
    }
    setInvalid(false);
    setNumbers((list) => (list.includes(n) ? list : [...list, n]));
    return true;
  };
  /** Checks the listed numbers, plus the one still in the field, on the chosen draw. */
  const check = () => {
    const pending = input.trim();
    let list = numbers;
    if (pending) {
      if (!addNumber(pending)) return;
      list = numbers.includes(pending) ? numbers : [...numbers, pending];
      setInput('');
    }
    if (!chosen || list.length === 0) {
      setInvalid(list.length === 0);
      return;
    }
    checking.mutate({ date: chosen, numbers: list });
  };

  return {
    dates,
    loaded,
    /** The draw to check: the picked date, else the newest past draw ('' while none is known). */
    chosen,
    setDate,
    input,
    /** Keeps the digits only, at most 6. */
    setInput: (text: string) => setInput(text.replace(/\D/g, '').slice(0, 6)),
    /** Adds the number in the field and empties it when it is valid. */
    addInput: () => addNumber(input) && setInput(''),
    addNumber,
    removeNumber: (n: string) => setNumbers((list) => list.filter((x) => x !== n)),
    numbers,
    /** The numbers of the player's own tickets (none for a visitor, or when the list fails). */
    mine: [...new Set((slips ?? []).flatMap((s) => s.tickets.map((tk) => tk.number)))],
    invalid,
    outcome,
    /** The prizes of every checked number, summed (satang). */
    totalSatang: outcome && 'checks' in outcome ? outcome.checks.reduce((s, c) => s + c.totalSatang, 0) : 0,
    busy: checking.isPending,
    check,
  };
}
