import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';

const spin = keyframes`
  from { transform: rotateY(0deg); }
  to { transform: rotateY(360deg); }
`;
// lands on a face after three turns: HEAD at 1080deg, TAIL at 1260deg (its back)
const landHead = keyframes`
  from { transform: rotateY(0deg); }
  to { transform: rotateY(1080deg); }
`;
const landTail = keyframes`
  from { transform: rotateY(0deg); }
  to { transform: rotateY(1260deg); }
`;

const Scene = styled.div`
  width: 124px;
  height: 124px;
  margin: 4px auto 0;
  perspective: 600px;
`;

const Coin = styled.div<{ face: 'HEAD' | 'TAIL'; mode: 'idle' | 'spinning' | 'landed' }>`
  position: relative;
  width: 100%;
  height: 100%;
  transform-style: preserve-3d;
  transform: rotateY(${(p) => (p.face === 'TAIL' ? 180 : 0)}deg);
  animation: ${(p) =>
    p.mode === 'spinning'
      ? `${spin} 0.45s linear infinite`
      : p.mode === 'landed'
        ? `${p.face === 'TAIL' ? landTail : landHead} 0.9s cubic-bezier(0.2, 0.7, 0.3, 1) both`
        : 'none'};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Face = styled.div<{ back?: boolean }>`
  position: absolute;
  inset: 0;
  border-radius: 50%;
  display: grid;
  place-items: center;
  backface-visibility: hidden;
  transform: ${(p) => (p.back ? 'rotateY(180deg)' : 'none')};
  font-size: 34px;
  font-weight: 900;
  color: ${theme.color.redDark};
  background: radial-gradient(
    circle at 32% 28%,
    #fff6d6,
    ${theme.color.goldLight} 38%,
    ${theme.color.gold} 70%,
    ${theme.color.goldDeep}
  );
  border: 5px solid ${theme.color.goldLight};
  box-shadow:
    inset 0 0 0 5px rgba(184, 134, 11, 0.55),
    0 10px 24px rgba(0, 0, 0, 0.35);
  text-shadow: 0 1px 0 rgba(255, 255, 255, 0.6);
`;

/**
 * The coin: spins while a call is on its way and lands on the face the seeds drew (`face`); a new `flipId`
 * replays the landing. Still for people who ask for reduced motion.
 */
export function CoinStage({ face, spinning, flipId }: { face: 'HEAD' | 'TAIL'; spinning: boolean; flipId: number }) {
  const { t } = useTranslation();
  return (
    <Scene aria-hidden="true" data-testid="coin-stage">
      <Coin
        key={spinning ? 'spin' : `land-${flipId}`}
        face={face}
        mode={spinning ? 'spinning' : flipId > 0 ? 'landed' : 'idle'}
      >
        <Face>{t('minigames.cointossing.heads')}</Face>
        <Face back>{t('minigames.cointossing.tails')}</Face>
      </Coin>
    </Scene>
  );
}
