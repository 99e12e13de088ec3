/**
 * The red-and-gold brand surface, drawn the same wherever the site shows it: the shell's header bar, the
 * ribbon atop the login and register card, the home hero, and the remotes' header cards (the lottery shop,
 * a game's lobby, the games home, the wallet balance, the chat room).
 *
 * `shape`: `card` (the default) is a rounded card with a gold edge, a gold glow in its corner and a raised
 * shadow; `band` has square corners and a gold rule below (a page-wide bar, or the top strip of a card).
 * Slots, all optional: `title` (an h1 in light gold) and `subtitle` (a line under it) on the left, `aside` on
 * the right of the title (badges, buttons), then `children`, then `footer` (a row spread to both edges:
 * countdowns, statuses). Every other prop (data-*, aria-*, className) goes to the surface element, `as`
 * picks that element (`header` by default).
 */
import styled from '@emotion/styled';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { theme } from './theme';

export type BrandBarShape = 'card' | 'band';

// `variant`, not `shape`: `shape` is an HTML attribute and would reach the DOM
const Surface = styled.header<{ variant: BrandBarShape }>`
  position: relative;
  overflow: hidden;
  box-sizing: border-box;
  color: #fff;
  ${(p) =>
    p.variant === 'card'
      ? `
  margin: 8px 0 12px;
  padding: 16px;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.gold};
  box-shadow: ${theme.shadow.raised};
  background:
    radial-gradient(circle at 100% 0%, rgba(212, 160, 23, 0.4), transparent 45%),
    ${theme.gradient.brand};
`
      : `
  padding: 18px 20px 16px;
  border-bottom: 3px solid ${theme.color.gold};
  background: ${theme.gradient.brand};
`}
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 22px;
  line-height: 1.3;
  color: ${theme.color.goldLight};
  text-shadow: 0 1px 0 rgba(0, 0, 0, 0.3);
`;

const Subtitle = styled.p`
  margin: 4px 0 0;
  font-size: 14.5px;
  line-height: 1.5;
  opacity: 0.92;
`;

const Aside = styled.div`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
`;

const Footer = styled.div`
  margin-top: 14px;
  display: flex;
  justify-content: space-between;
  align-items: flex-end;
  gap: 8px;
  flex-wrap: wrap;
`;

export interface BrandBarProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  shape?: BrandBarShape;
  /** The surface's element: `header` (default), `section`, `div`... */
  as?: ElementType;
  title?: ReactNode;
  subtitle?: ReactNode;
  aside?: ReactNode;
  footer?: ReactNode;
  /** `data-testid` of the surface, the title and the subtitle. */
  testId?: string;
  titleTestId?: string;
  subtitleTestId?: string;
  children?: ReactNode;
}

const shown = (slot: ReactNode) => slot !== undefined && slot !== null && slot !== false;

export function BrandBar({
  shape = 'card',
  as = 'header',
  title,
  subtitle,
  aside,
  footer,
  testId,
  titleTestId,
  subtitleTestId,
  children,
  ...rest
}: BrandBarProps) {
  const heading = shown(title) || shown(subtitle);
  return (
    <Surface as={as} variant={shape} data-testid={testId} {...rest}>
      {(heading || shown(aside)) && (
        <Top>
          {heading && (
            <div>
              {shown(title) && <Title data-testid={titleTestId}>{title}</Title>}
              {shown(subtitle) && <Subtitle data-testid={subtitleTestId}>{subtitle}</Subtitle>}
            </div>
          )}
          {shown(aside) && <Aside>{aside}</Aside>}
        </Top>
      )}
      {children}
      {shown(footer) && <Footer>{footer}</Footer>}
    </Surface>
  );
}
