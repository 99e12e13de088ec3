import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';
import type { LimitNumberEntry } from 'shared-contracts';
import { restrictionText } from '../../restricted-numbers';
import { pillChips } from '../../../ui/card-styles';
import type { PadLine } from '../state/types';

const Group = styled.section`
  & + & {
    margin-top: 10px;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 14px;
    font-weight: 700;
  }
  .count {
    color: ${theme.color.muted};
    font-weight: 400;
  }
`;

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

/** The lines chosen so far, one group per kind, each number a chip with its restriction and a remove button. */
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
  // one group per kind, in the order the kinds were first added: a 19 ประตู on two kinds is two rows of numbers,
  // not 38 chips of "kind number" (issue 23)
  const groups = new Map<string, PadLine[]>();
  for (const l of lines) groups.set(l.kind, [...(groups.get(l.kind) ?? []), l]);
  return (
    <div data-testid="lines-list" data-count={lines.length}>
      {lines.length === 0 && (
        <List>
          <li className="empty">{t('lobby.linesEmpty')}</li>
        </List>
      )}
      {[...groups].map(([kind, group]) => (
        <Group key={kind} data-testid="lines-group" data-kind={kind}>
          <h3>
            {t(`betKind.${kind}`)} <span className="count">({group.length})</span>
          </h3>
          <List>
            {group.map((l) => (
              <li key={l.id} data-testid="line-item" data-kind={l.kind} data-number={l.number}>
                <span className="num">{l.number}</span>
                <LineRestriction entry={restrictionOf(l)} />
                <button
                  type="button"
                  aria-label={t('lobby.removeLineOf', { kind: t(`betKind.${l.kind}`), number: l.number })}
                  onClick={() => onRemove(l.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </List>
        </Group>
      ))}
    </div>
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
