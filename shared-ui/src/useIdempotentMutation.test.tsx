import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppError, ErrorCode } from 'shared-contracts';
import { isDefiniteRefusal, useIdempotentMutation, type PendingSubmission } from './useIdempotentMutation';

/** A transport that records the key of every call and answers with the next scripted outcome. */
function scripted(outcomes: Array<'ok' | AppError>) {
  const keys: string[] = [];
  const submit = (_vars: { amount: number }, key: string) => {
    keys.push(key);
    const next = outcomes.shift() ?? 'ok';
    return next === 'ok' ? Promise.resolve({ key }) : Promise.reject(next);
  };
  return { keys, submit };
}

function setup(
  outcomes: Array<'ok' | AppError>,
  store?: { get(): PendingSubmission | null; set(p: PendingSubmission | null): void },
) {
  const transport = scripted(outcomes);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useIdempotentMutation({ submit: transport.submit, store }), { wrapper });
  const send = async (amount: number) => {
    await act(async () => {
      await result.current.mutateAsync({ amount }).catch(() => undefined);
    });
  };
  return { ...transport, result, send };
}

const network = () => new AppError(ErrorCode.SERVER_ERROR, 'network error', { network: true });
const unavailable = () => new AppError(ErrorCode.SERVICE_UNAVAILABLE);
const refusal = () => new AppError(ErrorCode.NOT_ENOUGH_MONEY);

describe('useIdempotentMutation: the key-renewal rule', () => {
  it('keeps the same key when the same intent is retried after a network failure or a 5xx', async () => {
    const t = setup([network(), unavailable(), 'ok']);
    await t.send(100);
    await t.send(100);
    await t.send(100);
    expect(t.keys).toHaveLength(3);
    expect(new Set(t.keys).size).toBe(1);
  });

  it('makes a new key after a success, even for the same values (a new intent)', async () => {
    const t = setup(['ok', 'ok']);
    await t.send(100);
    await t.send(100);
    expect(t.keys[0]).not.toBe(t.keys[1]);
  });

  it('makes a new key after a 4xx refusal', async () => {
    const t = setup([refusal(), 'ok']);
    await t.send(100);
    await waitFor(() => expect(t.result.current.error).toBeInstanceOf(AppError));
    await t.send(100);
    expect(t.keys[0]).not.toBe(t.keys[1]);
  });

  it('makes a new key when the intent changes while one is pending', async () => {
    const t = setup([network(), 'ok']);
    await t.send(100);
    await t.send(200);
    expect(t.keys[0]).not.toBe(t.keys[1]);
  });

  it('forget() drops the pending key', async () => {
    const t = setup([network(), 'ok']);
    await t.send(100);
    act(() => t.result.current.forget());
    await t.send(100);
    expect(t.keys[0]).not.toBe(t.keys[1]);
  });

  it('keeps the pending key in the given store, so it outlives the component', async () => {
    let kept: PendingSubmission | null = null;
    const store = { get: () => kept, set: (p: PendingSubmission | null) => void (kept = p) };
    const first = setup([network()], store);
    await first.send(100);
    expect(kept).toEqual({ key: first.keys[0], intent: JSON.stringify({ amount: 100 }) });
    const second = setup(['ok'], store);
    await second.send(100);
    expect(second.keys[0]).toBe(first.keys[0]);
    expect(kept).toBeNull();
  });
});

describe('isDefiniteRefusal', () => {
  it('is true for 4xx codes and false for network failures, 5xx codes and errors without a code', () => {
    expect(isDefiniteRefusal(refusal())).toBe(true);
    expect(isDefiniteRefusal(new AppError(ErrorCode.TOO_MANY_REQUESTS))).toBe(true);
    expect(isDefiniteRefusal(network())).toBe(false);
    expect(isDefiniteRefusal(unavailable())).toBe(false);
    expect(isDefiniteRefusal(new Error('boom'))).toBe(false);
  });
});
