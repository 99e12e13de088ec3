/**
 * A bar chart of baht series over labels (react-chartjs-2 over the registered chart.js parts): amounts come
 * in satang, are drawn in baht and shown in tooltips with separators. `stacked` piles the series. The canvas
 * carries `label` as its accessible name; the tables under each chart hold the same numbers.
 */
import styled from '@emotion/styled';
import { Bar } from 'react-chartjs-2';
import './chart-setup';
import { baht, SERIES_COLOURS } from './format';

const Frame = styled.div`
  position: relative;
  height: 280px;
  width: 100%;
`;

export interface BarSeries {
  label: string;
  /** Satang per label. */
  values: number[];
  colour?: string;
}

export function BarChart({
  label,
  labels,
  series,
  stacked = false,
  testId,
}: {
  label: string;
  labels: string[];
  series: BarSeries[];
  stacked?: boolean;
  testId?: string;
}) {
  return (
    <Frame data-testid={testId}>
      <Bar
        aria-label={label}
        role="img"
        data={{
          labels,
          datasets: series.map((s, i) => ({
            label: s.label,
            data: s.values.map((v) => v / 100),
            backgroundColor: s.colour ?? SERIES_COLOURS[i % SERIES_COLOURS.length],
          })),
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: { x: { stacked }, y: { stacked, ticks: { callback: (v) => Number(v).toLocaleString('en-US') } } },
          plugins: {
            legend: { position: 'bottom' },
            tooltip: {
              callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${baht(Math.round(Number(c.parsed.y) * 100))}` },
            },
          },
        }}
      />
    </Frame>
  );
}
