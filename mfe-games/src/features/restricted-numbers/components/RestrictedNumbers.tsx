import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { LimitNumberEntry } from 'shared-contracts';
import { Card, theme } from 'shared-ui';
import { pillChips } from '../../../ui/card-styles';
import { restrictionText } from './restriction-text';

const List = styled.ul`
  ${pillChips}
  li {
    align-items: baseline;
    padding: 4px 10px;
    background: ${theme.color.goldSoft};
  }
  li[data-rule='CLOSED'] {
    background: ${theme.color.dangerSoft};
    color: ${theme.color.danger};
  }
  .num {
    font-family: ${theme.font.number};
    font-weight: 700;
    font-size: 15px;
  }
`;

/** The restricted numbers of the round (เลขอั้น): closed, reduced-rate and capped numbers with their terms. */
export function RestrictedNumbers({ entries }: { entries: readonly LimitNumberEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) return null;
  return (
    <Card data-testid="restricted-numbers">
      <h2>{t('lobby.restrictedTitle')}</h2>
      <List>
        {entries.map((e) => (
          <li
            key={`${e.kind}-${e.number}-${e.rule}-${e.round_id ?? 'all'}`}
            data-testid={`restricted-${e.kind}-${e.number}`}
            data-rule={e.rule}
          >
            <span>{t(`betKind.${e.kind}`)}</span>
            <span className="num">{e.number}</span>
            <span>{restrictionText(t, e)}</span>
          </li>
        ))}
      </List>
    </Card>
  );
}
