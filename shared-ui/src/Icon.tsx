/**
 * Inline SVG icons (stroke glyphs), so panels look the same on every device: emoji fonts are not
 * installed everywhere (the CI machine has none).
 */
export type IconName = 'check' | 'search' | 'lock' | 'warning' | 'ticket' | 'star' | 'trophy' | 'note' | 'refresh';

const paths: Record<IconName, string> = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L20 20',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v9h-13zM12 14.5v2.5',
  warning: 'M12 4l9 16H3zM12 10v4.5M12 17.2v.3',
  ticket: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14 7v10',
  star: 'M12 3.5l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L12 16.8l-5.3 2.9 1.2-5.9-4.5-4.1 6-.7z',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4',
  note: 'M6 3.5h9l3 3v14H6zM9 10h6M9 13.5h6M9 17h4',
  refresh: 'M19 12a7 7 0 1 1-2.05-4.95M19 4.5V8h-3.5',
};

/** A 24×24 stroke icon in `currentColor`. */
export function Icon({ name, size = 24, title }: { name: IconName; size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title && <title>{title}</title>}
      <path d={paths[name]} />
    </svg>
  );
}
