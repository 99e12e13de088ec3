import { useTranslation } from 'react-i18next';
import { formatThaiDrawDate } from 'shared-contracts';
import { SelectField, TextField } from 'shared-ui';

/**
 * A past draw date: the list of recent draws (Thai era), plus a date field for any other draw
 * (`{testId}` is the list, `{testId}-input` the field).
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
      <TextField
        label={dates.length > 0 ? t('lotteryShop.winning.otherDate') : (label ?? t('lotteryShop.winning.date'))}
        type="date"
        value={value}
        testId={`${testId}-input`}
        onChange={(e) => /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && onChange(e.target.value)}
      />
    </div>
  );
}
