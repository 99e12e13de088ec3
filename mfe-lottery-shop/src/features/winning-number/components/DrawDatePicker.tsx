import { useTranslation } from 'react-i18next';
import { formatThaiDrawDate } from 'shared-contracts';
import { SelectField } from 'shared-ui';
import { ThaiDateField } from '../../../ui/ThaiDateField';

/** The oldest draw the shop knows (the imported GLO history starts in 2010). */
const FIRST_DRAW_YEAR = 2010;

/**
 * A past draw date: the list of recent draws (Thai era), plus a Thai date field for any other draw (`{testId}` is
 * the list, `{testId}-input-day|month|year` the field's selects).
 */
export function DrawDatePicker({
  dates,
  value,
  onChange,
  label,
  testId,
}: {
  dates: string[];
  value: string;
  onChange: (date: string) => void;
  label?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const listed = dates.includes(value);
  return (
    <div
      css={{
        display: 'grid',
        gridTemplateColumns: '1fr',
        columnGap: 8,
        '@media (min-width: 480px)': { gridTemplateColumns: dates.length > 0 ? '3fr 2fr' : '1fr' },
      }}
    >
      {dates.length > 0 && (
        <SelectField
          label={label ?? t('lotteryShop.winning.date')}
          value={listed ? value : ''}
          testId={testId}
          onChange={(e) => e.target.value && onChange(e.target.value)}
        >
          {!listed && <option value="">{value ? formatThaiDrawDate(value) : '—'}</option>}
          {dates.map((d) => (
            <option key={d} value={d}>
              {formatThaiDrawDate(d)}
            </option>
          ))}
        </SelectField>
      )}
      <ThaiDateField
        label={dates.length > 0 ? t('lotteryShop.winning.otherDate') : (label ?? t('lotteryShop.winning.date'))}
        value={value}
        testId={`${testId}-input`}
        fromYear={FIRST_DRAW_YEAR}
        toYear={new Date().getFullYear() + 1}
        onChange={onChange}
      />
    </div>
  );
}
