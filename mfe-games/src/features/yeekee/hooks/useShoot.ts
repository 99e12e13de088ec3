import { useMutation } from '@tanstack/react-query';
import type { YeekeeShotData } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { shootYeekee } from '../api/shoot-yeekee';

/**
 * Shoots a number into a round (`POST yeekee/predict`); `onShot` gets the accepted shot (to show it in the feed
 * before its live echo). The mutation's error is the refusal (`shootRefusalKey` gives its Thai text).
 */
export function useShoot(onShot: (shot: YeekeeShotData) => void) {
  const { api } = useRemote();
  return useMutation({
    mutationFn: (body: { round_id: string; number: string }) => shootYeekee(api, body),
    onSuccess: onShot,
  });
}
