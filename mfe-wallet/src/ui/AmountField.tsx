/**
 * The wallet's large baht amount box (a label wrapping its input), shared by the top-up, the withdraw and the
 * declared bank transfer forms: right-aligned digits in the brand's red on gold.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';

const AmountBox = styled.label`
  display: block;
  font-size: 14px;
  font-weight: 600;
  margin-bottom: 12px;
  input {
    display: block;
    width: 100%;
    box-sizing: border-box;
    margin-top: 6px;
    font: inherit;
    font-size: 22px;
    font-weight: 700;
    text-align: right;
    padding: 10px 12px;
    border-radius: ${theme.radius.md};
    border: 2px solid ${theme.color.gold};
    background: ${theme.color.goldSoft};
    color: ${theme.color.red};
  }
`;

/**
 * The amount box labelled "amount" around its input (`data-testid` `testId`): `onChange` gets the typed text with
 * everything but digits and the decimal point dropped (baht as typed, parsed on submit).
 */
export function AmountField({
  testId,
  value,
  onChange,
}: {
  testId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <AmountBox>
      {t('wallet.amount')}
      <input
        data-testid={testId}
        inputMode="decimal"
        placeholder={t('wallet.amountPlaceholder')}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/[^\d.]/g, ''))}
      />
    </AmountBox>
  );
}
