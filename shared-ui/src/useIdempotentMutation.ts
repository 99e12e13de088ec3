import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { SERVER_FAULT_CODES } from 'shared-contracts';
import { newIdempotencyKey } from 'shared-contracts/browser';
import { errorCode } from './remote-kit/error-code';

/** The key of one submission and the intent (a fingerprint of what is sent) it was made for. */
export interface PendingSubmission {
  key: string;
  intent: string;
}

/**
 * Where the pending submission is kept. By default the hook's own ref (it lives as long as the component); a
 * screen whose submission must outlive the component (the games remote's number pad keeps its state across
 * unmounts) passes a store of its own.
 */
export interface PendingSubmissionStore {
  get(): PendingSubmission | null;
  set(next: PendingSubmission | null): void;
}

/**
 * True when the server gave a definite answer to the call: a refusal whose code travels with a 4xx status
 * (`SERVER_FAULT_CODES` are the 5xx ones, held to `ERROR_HTTP_STATUS` by a test). A network failure, a timeout and a 5xx (E10002, E10503) are
 * not definite: the server may or may not have done the work, so the retry must carry the same key.
 */
export function isDefiniteRefusal(error: unknown): boolean {
  const code = errorCode(error);
  if (!code) return false;
  return !SERVER_FAULT_CODES.includes(code);
}

export type IdempotentMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> & {
  /** The write: sends `variables` with `idempotencyKey` as the `Idempotency-Key` header (any transport). */
  submit: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  /**
   * What makes two submissions the same intent (default: the variables as JSON). A different intent gets a new
   * key even while an earlier one is pending, since the server refuses a known key with another body.
   */
  intentOf?: (variables: TVariables) => string;
  /** Where the pending key is kept (default: the hook's own ref). */
  store?: PendingSubmissionStore;
};

/**
 * The one way to send a write that carries an `Idempotency-Key` (CONTRIBUTING.md "Writing a screen"): TanStack's
 * `useMutation` around `submit(variables, key)`, with one key-renewal rule.
 *
 * - A key is made when a new intent starts: the first submission, or one whose `intentOf(variables)` differs from
 *   the pending one (the player changed the amount, the lines, the guess).
 * - The key is kept across retries of the same intent while no definite answer came: a network failure, a
 *   timeout or a 5xx leaves it pending, so a lost answer is replayed by the server and never moves money twice.
 * - The key is dropped only after a definite answer: success, or a refusal with a 4xx code
 *   (`isDefiniteRefusal`); the next submission, even of the same values, is a new intent with a new key.
 *
 * Returns the mutation (`mutate`, `isPending`, `error`, `reset`...) and `forget()`, which drops the pending key
 * (the screen decided the intent is over, e.g. the player went back to edit).
 */
export function useIdempotentMutation<TData, TVariables = void>(
  options: IdempotentMutationOptions<TData, TVariables>,
): UseMutationResult<TData, Error, TVariables> & { forget: () => void } {
  const { submit, intentOf = (v: TVariables) => JSON.stringify(v ?? null), store, ...rest } = options;
  const own = useRef<PendingSubmission | null>(null);
  const pending: PendingSubmissionStore = store ?? {
    get: () => own.current,
    set: (next) => {
      own.current = next;
    },
  };
  // a settled call drops the key only if it is still the pending one (a newer intent may have replaced it)
  const settle = (key: string) => {
    if (pending.get()?.key === key) pending.set(null);
  };

  const mutation = useMutation<TData, Error, TVariables>({
    ...rest,
    mutationFn: async (variables) => {
      const intent = intentOf(variables);
      let current = pending.get();
      if (!current || current.intent !== intent) {
        current = { key: newIdempotencyKey(), intent };
        pending.set(current);
      }
      const { key } = current;
      try {
        const data = await submit(variables, key);
        settle(key);
        return data;
      } catch (error) {
        if (isDefiniteRefusal(error)) settle(key);
        throw error;
      }
    },
  });
  return { ...mutation, forget: () => pending.set(null) };
}
