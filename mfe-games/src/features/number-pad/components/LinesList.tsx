import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';
import type { LimitNumberEntry } from 'shared-contracts';
import { restrictionText } from '../../restricted-numbers';
import { pillChips } from '../../../ui/card-styles';
import type { PadLine } from '../state/types';

const List = styled.ul`
  ${pillChips}
  li {
    align-items: center;
    background: ${theme.color.cream};
    padding: 4px 4px 4px 10px;
  }
  .num {
    font-family: ${theme.font.number};
    font-weight: 700;
    font-size: 16px;
    color: ${theme.color.red};
  }
  button {
    appearance: none;
    border: 0;
    background: #fff;
    color: ${theme.color.danger};
    border-radius: 50%;
    /* a finger's target (issue 23: it was 24 px) */
    width: 36px;
    height: 36px;
    flex: none;
    cursor: pointer;
    font: inherit;
    font-size: 18px;
    line-height: 1;
  }
  .restricted {
    font-size: 12.5px;
    font-weight: 700;
    color: ${theme.color.goldDark};
  }
  .empty {
    color: ${theme.color.muted};
    background: none;
    border: 0;
    padding: 0;
  }
`;

/** The lines chosen so far, grouped visually as chips: kind, number and a remove button. */
export function LinesList({
  lines,
  onRemove,
  restrictionOf = () => undefined,
}: {
  lines: readonly PadLine[];
  onRemove: (id: string) => void;
  /** The restriction in force on a line (reduced rate or cap), shown beside its number. */
  restrictionOf?: (line: PadLine) => LimitNumberEntry | undefined;
}) {
  const { t } = useTranslation();
  return (
    <List data-testid="lines-list" data-count={lines.length}>
      {lines.length === 0 && <li className="empty">{t('lobby.linesEmpty')}</li>}
      {lines.map((l) => (
        <li key={l.id} data-testid="line-item" data-kind={l.kind} data-number={l.number}>
          <span>{t(`betKind.${l.kind}`)}</span>
          <span className="num">{l.number}</span>
          <LineRestriction entry={restrictionOf(l)} />
          <button type="button" aria-label={t('lobby.removeLine')} onClick={() => onRemove(l.id)}>
            ×
          </button>
        </li>
      ))}
    </List>
  );
}

function LineRestriction({ entry }: { entry: LimitNumberEntry | undefined }) {
  const { t } = useTranslation();
  if (!entry) return null;
  return (
    <span className="restricted" data-testid="line-restriction" data-rule={entry.rule}>
      {restrictionText(t, entry)}
    </span>
  );
}
