import styled from '@emotion/styled';

/**
 * The body of a console screen: one column on phones, two from 960 px wide, their widths in the ratio `split`
 * (3 : 2 unless told). minmax(0, …): a column never grows past a 390 px phone to fit a long value.
 */
export const PageColumns = styled('div', { shouldForwardProp: (prop) => prop !== 'split' })<{
  split?: [number, number];
}>`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: ${({ split = [3, 2] }) => `minmax(0, ${split[0]}fr) minmax(0, ${split[1]}fr)`};
    align-items: start;
  }
`;
