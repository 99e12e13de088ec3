/**
 * chart.js registered with only what the reconciliation charts use (bar charts: category and linear scales,
 * bars, tooltip, legend), so the rest of chart.js is tree-shaken out of the lazily loaded chunk.
 */
import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

export { Chart };
