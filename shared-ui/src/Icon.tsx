/**
 * Inline SVG icons (stroke glyphs), so panels look the same on every device: emoji fonts are not
 * installed everywhere (the CI machine has none).
 */
export type IconName =
  | 'check'
  | 'search'
  | 'lock'
  | 'warning'
  | 'ticket'
  | 'star'
  | 'trophy'
  | 'note'
  | 'refresh'
  | 'home'
  | 'target'
  | 'wallet'
  | 'chat'
  | 'link'
  | 'users'
  | 'tool';

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
  home: 'M3 11.5L12 4l9 7.5M5.5 10v9.5h13V10M10 19.5v-5h4v5',
  target:
    'M20.5 12a8.5 8.5 0 1 1-17 0 8.5 8.5 0 0 1 17 0zM16.5 12a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0zM13 12a1 1 0 1 1-2 0 1 1 0 0 1 2 0z',
  wallet: 'M4 7h14.5A1.5 1.5 0 0 1 20 8.5V19H5.5A1.5 1.5 0 0 1 4 17.5zM4 7l11-3v3M16 13h4',
  chat: 'M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5',
  link: 'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.5a6.5 6.5 0 0 1 3.5 5.5',
  tool: 'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z',
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
