// One measure of an ad per day as a bar chart, drawn by Chartist (SVG, about 8 KB gzipped as used here). The page
// imports this module lazily, so the library is fetched only when a chart is on screen.
import { Box } from '@chakra-ui/react';
import { BarChart, type BarChartOptions } from 'chartist';
// its stylesheet as text, put in the page by the chart: a CSS file would need Vite's preload helper in
// every visitor's download (client/vendor/libraryInternals.ts)
import chartistStyles from 'chartist/dist/index.css?inline';
import { useEffect, useRef } from 'react';
import { usePageLanguage } from '../../../lib/language.ts';
import type { Language } from '../../../../../common/languages.ts';

export interface ChartDay {
  /** India date, YYYY-MM-DD. */
  day: string;
  value: number;
}

const CHART_HEIGHT = 260;
/** At most this many day labels under the bars; the others are left out so they never overlap. */
const MAX_DAY_LABELS = 10;
const DAY_LABELS = new Map<string, Intl.DateTimeFormat>();

/** '2026-11-20' -> '20 Nov' (on a Hindi page, Hindi's short month: issue 35). */
export function dayLabel(day: string, language: Language = 'en'): string {
  let format = DAY_LABELS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    DAY_LABELS.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

function chartOptions(dayCount: number): BarChartOptions {
  const labelEvery = Math.max(1, Math.ceil(dayCount / MAX_DAY_LABELS));
  return {
    height: CHART_HEIGHT,
    chartPadding: { top: 16, right: 8, bottom: 0, left: 0 },
    axisX: {
      showGrid: false,
      labelInterpolationFnc: (label, index) => (index % labelEvery === 0 ? String(label) : null),
    },
    // counts are whole numbers: no '0.5 views' on the axis
    axisY: { onlyInteger: true, offset: 36 },
    low: 0,
  };
}

/** A count of what a bar counts, in the page's language: 1 -> '1 page view', 3 -> '3 page views'. */
export type ChartUnit = (count: number) => string;

export function DailyStatisticsChart({
  days,
  unit,
  label,
}: {
  days: readonly ChartDay[];
  unit: ChartUnit;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const language = usePageLanguage();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = new BarChart(
      element,
      { labels: days.map((entry) => dayLabel(entry.day, language)), series: [days.map((entry) => entry.value)] },
      chartOptions(days.length),
    );
    chart.on('draw', (event) => {
      if (event.type !== 'bar') return;
      // a bar as wide as 60% of its day's slot, between 1 and 24 pixels
      const width = Math.max(1, Math.min(24, (event.chartRect.width() / days.length) * 0.6));
      event.element.attr({ style: `stroke-width: ${width}px` });
      // the day and its figure as the bar's tooltip
      const entry = days[event.index];
      if (entry) event.element.elem('title').text(`${dayLabel(entry.day, language)}: ${unit(entry.value)}`);
    });
    return () => {
      chart.detach();
    };
  }, [days, unit, language]);

  return (
    <>
      {/* React puts it in the head, once however many charts */}
      <style href="chartist" precedence="default">
        {chartistStyles}
      </style>
      <Box
        ref={container}
        role="img"
        aria-label={label}
        minHeight={`${CHART_HEIGHT}px`}
        css={{
          '& .ct-series-a .ct-bar': { stroke: 'var(--chakra-colors-brand-500)' },
          '& .ct-label': { color: 'var(--chakra-colors-fg-muted)', fontSize: '0.75rem' },
        }}
      />
    </>
  );
}
