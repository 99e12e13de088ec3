import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';
import { HAND_EMOJI } from '../utils/outcome-art';

// "เป่า ยิ้ง ฉุบ": three beats of the fists, then the hands show
const pump = keyframes`
  0%, 100% { transform: translateY(0) rotate(0deg); }
  50% { transform: translateY(-14px) rotate(-8deg); }
`;
const reveal = keyframes`
  0% { transform: scale(0.4); opacity: 0; }
  70% { transform: scale(1.15); opacity: 1; }
  100% { transform: scale(1); }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 10px;
  margin-top: 4px;
`;

const Tile = styled.div<{ tone: 'win' | 'lose' | 'none' }>`
  display: grid;
  justify-items: center;
  gap: 4px;
  padding: 12px 0 10px;
  border-radius: ${theme.radius.lg};
  background: rgba(255, 255, 255, 0.12);
  border: 1.5px solid
    ${(p) => (p.tone === 'win' ? theme.color.goldLight : p.tone === 'lose' ? 'rgba(255,255,255,0.25)' : 'rgba(247,220,133,0.45)')};
  box-shadow: ${(p) => (p.tone === 'win' ? '0 0 18px rgba(243, 214, 122, 0.55)' : 'none')};
  small {
    font-size: 13px;
    font-weight: 700;
    color: ${theme.color.goldLight};
  }
`;

const Hand = styled.span<{ mode: 'idle' | 'pumping' | 'shown' }>`
  display: inline-block;
  font-size: 54px;
  line-height: 1.1;
  animation: ${(p) =>
    p.mode === 'pumping'
      ? `${pump} 0.3s ease-in-out infinite`
      : p.mode === 'shown'
        ? `${reveal} 0.45s ease-out both`
        : 'none'};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Versus = styled.span`
  font-weight: 900;
  color: ${theme.color.goldLight};
  font-size: 18px;
`;

/**
 * The player's hand against the house's: both fists pump while a call is on its way, then the hands of the
 * last step show (`you`, `house`), the winner's tile lit. Idle: two fists.
 */
export function HandsStage({
  you,
  house,
  result,
  pumping,
  revealId,
}: {
  you: string | null;
  house: string | null;
  result: 'WIN' | 'LOSE' | 'DRAW' | null;
  pumping: boolean;
  revealId: number;
}) {
  const { t } = useTranslation();
  const mode = pumping ? 'pumping' : you ? 'shown' : 'idle';
  return (
    <Row aria-hidden="true" data-testid="hands-stage">
      <Tile tone={!pumping && result === 'WIN' ? 'win' : !pumping && result === 'LOSE' ? 'lose' : 'none'}>
        <Hand key={`you-${mode}-${revealId}`} mode={mode}>
          {!pumping && you ? HAND_EMOJI[you] : HAND_EMOJI.ROCK}
        </Hand>
        <small>{t('minigames.paoyingchub.you')}</small>
      </Tile>
      <Versus>VS</Versus>
      <Tile tone={!pumping && result === 'LOSE' ? 'win' : !pumping && result === 'WIN' ? 'lose' : 'none'}>
        <Hand key={`house-${mode}-${revealId}`} mode={mode}>
          {!pumping && house ? HAND_EMOJI[house] : HAND_EMOJI.ROCK}
        </Hand>
        <small>{t('minigames.paoyingchub.house')}</small>
      </Tile>
    </Row>
  );
}
