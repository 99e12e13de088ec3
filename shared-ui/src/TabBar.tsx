import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { theme } from './theme';

const Bar = styled.nav`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: none;
  background: #fff;
  border-radius: ${theme.radius.pill};
  padding: 4px;
  border: 1px solid ${theme.color.line};
  &::-webkit-scrollbar {
    display: none;
  }
  /* more tabs beyond an edge: that edge fades, so a cut label reads as "scroll" (issue 23) */
  &[data-more='end'] {
    mask-image: linear-gradient(to right, #000 80%, transparent);
  }
  &[data-more='start'] {
    mask-image: linear-gradient(to left, #000 80%, transparent);
  }
  &[data-more='both'] {
    mask-image: linear-gradient(to right, transparent, #000 15%, #000 85%, transparent);
  }
  button {
    flex: 1 1 auto;
    appearance: none;
    border: 0;
    font: inherit;
    font-size: 14.5px;
    font-weight: 600;
    min-height: 44px;
    padding: 8px 10px;
    border-radius: ${theme.radius.pill};
    background: transparent;
    color: ${theme.color.muted};
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-selected='true'] {
    background: ${theme.color.red};
    color: ${theme.color.goldLight};
  }
`;

export interface TabBarItem<T extends string> {
  id: T;
  /** Already-translated label (Thai text comes from i18n in the caller). */
  label: string;
  testId: string;
}

/** Which edges of a scrolling strip hide more of it. */
function hiddenEdges(el: HTMLElement): 'start' | 'end' | 'both' | undefined {
  const start = el.scrollLeft > 2;
  const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : undefined;
}

/**
 * The pill tab bar of a game page (docs/product.md "Screens and routes" tabs): 44 px tabs that scroll sideways on
 * narrow phones, the hidden side fading (`data-more`), the active tab scrolled into view; `aria-selected` on the
 * active tab. The caller decides which tab is active and what a tap does.
 */
export function TabBar<T extends string>({
  tabs,
  active,
  onSelect,
  className,
}: {
  tabs: readonly TabBarItem<T>[];
  active: T;
  onSelect: (id: T) => void;
  className?: string;
}) {
  const bar = useRef<HTMLElement>(null);
  const [more, setMore] = useState<ReturnType<typeof hiddenEdges>>(undefined);
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    el.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const update = () => setMore(hiddenEdges(el));
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [active, tabs.length]);
  return (
    <Bar role="tablist" className={className} ref={bar} data-more={more}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={active === tab.id}
          data-testid={tab.testId}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </Bar>
  );
}
