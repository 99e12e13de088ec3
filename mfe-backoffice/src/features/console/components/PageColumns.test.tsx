import { render } from '@testing-library/react';
import { PageColumns } from './PageColumns';

/** The CSS rules (media rules included) that name one of the element's class names. */
function cssOf(el: Element): string {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText));
  return rules.filter((r) => [...el.classList].some((c) => r.includes(`.${c}`))).join('\n');
}

describe('<PageColumns>', () => {
  it('is one column on phones and two in the ratio 3 : 2 (or `split`) from 960 px; `split` is not an attribute', () => {
    const { getByTestId } = render(
      <>
        <PageColumns data-testid="a" />
        <PageColumns data-testid="b" split={[1, 1]} />
      </>,
    );
    expect(cssOf(getByTestId('a'))).toContain('minmax(0, 3fr) minmax(0, 2fr)');
    expect(cssOf(getByTestId('b'))).toContain('minmax(0, 1fr) minmax(0, 1fr)');
    expect(getByTestId('b').hasAttribute('split')).toBe(false);
  });
});
