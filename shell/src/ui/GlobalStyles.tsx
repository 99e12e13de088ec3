/** Page-wide styles: Thai font stack with installed fallbacks, background, box sizing. */
import { Global, css } from '@emotion/react';
import { theme } from './theme';

export function GlobalStyles() {
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html,
        body {
          margin: 0;
          padding: 0;
          background: ${theme.color.background};
          color: ${theme.color.ink};
          font-family: ${theme.font};
          font-size: 16px;
          line-height: 1.55;
          -webkit-font-smoothing: antialiased;
        }
        a {
          color: inherit;
        }
        button,
        input,
        select {
          font-family: inherit;
        }
      `}
    />
  );
}
