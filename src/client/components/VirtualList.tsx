import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Fixed height of every row in px. */
  rowHeight: number;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string;
  /** A change scrolls back to the top (e.g. another filter). */
  resetKey?: unknown;
  /** Rows rendered beyond the visible ones on each side. */
  overscan?: number;
  className?: string;
  label: string;
  testId?: string;
}

/**
 * A list that renders only the rows in view (plus a few around them), so tens of thousands of entries
 * scroll smoothly. Rows have a fixed height; the list is its own scroll container with list semantics and
 * each row tells its position (aria-setsize / aria-posinset).
 */
export function VirtualList<T>({
  items,
  rowHeight,
  renderItem,
  itemKey,
  resetKey,
  overscan = 4,
  className,
  label,
  testId,
}: VirtualListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(800);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHeight(element.clientHeight || 800);
    const observer = new ResizeObserver(() => setHeight(element.clientHeight || 800));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls up exactly when the reset key changes
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = 0;
    setScrollTop(0);
  }, [resetKey]);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  const visible = items.slice(first, last);

  return (
    <div
      ref={ref}
      className={className}
      style={{ overflowY: 'auto', position: 'relative' }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      data-testid={testId}
    >
      <ul
        aria-label={label}
        style={{ height: items.length * rowHeight, position: 'relative', margin: 0, padding: 0, listStyle: 'none' }}
      >
        {visible.map((item, i) => {
          const index = first + i;
          return (
            <li
              key={itemKey(item)}
              aria-setsize={items.length}
              aria-posinset={index + 1}
              style={{ position: 'absolute', top: index * rowHeight, left: 0, right: 0, height: rowHeight }}
            >
              {renderItem(item, index)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
