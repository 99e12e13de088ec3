/**
 * The page-wide base styles the host page renders once (the shell; a remote's standalone page may too): the
 * cream background, the Thai font stack, border-box sizing, and form controls that inherit the font.
 */
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
          background: ${theme.color.cream};
          color: ${theme.color.ink};
          font-family: ${theme.font.family};
          font-size: 16px;
          line-height: 1.55;
          -webkit-font-smoothing: antialiased;
        }
        a {
          color: inherit;
        }
        button,
        input,
        select,
        textarea {
          font-family: inherit;
        }
      `}
    />
  );
}
