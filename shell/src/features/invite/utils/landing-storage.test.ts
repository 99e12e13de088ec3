import { STORAGE_KEYS } from 'shared-contracts';
import { captureLanding, clearLanding, landingUtm, readLanding } from './landing-storage';

beforeEach(() => localStorage.clear());

describe('landing storage (local storage `utm`)', () => {
  it('keeps the code and the UTM fields of the landing URL until cleared', () => {
    captureLanding('?ref=ABCD2345&utm_source=facebook&utm_campaign=songkran&other=1', localStorage);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.utm)!)).toEqual({
      ref: 'ABCD2345',
      utm_source: 'facebook',
      utm_campaign: 'songkran',
    });
    // a landing without them keeps what was kept; a new campaign replaces it
    captureLanding('?page=2', localStorage);
    expect(readLanding(localStorage).ref).toBe('ABCD2345');
    captureLanding('?utm_source=line', localStorage);
    expect(readLanding(localStorage)).toEqual({ utm_source: 'line' });
    expect(landingUtm({ ref: 'X', utm_source: 'line' })).toEqual({ utm_source: 'line' });
    clearLanding(localStorage);
    expect(readLanding(localStorage)).toEqual({});
  });

  it('reads the older ?invite= links, cuts long values and ignores unreadable storage', () => {
    captureLanding(`?invite=abc&utm_term=${'x'.repeat(300)}`, localStorage);
    const landing = readLanding(localStorage);
    expect(landing.ref).toBe('abc');
    expect(landing.utm_term).toHaveLength(200);
    localStorage.setItem(STORAGE_KEYS.utm, '{not json');
    expect(readLanding(localStorage)).toEqual({});
    localStorage.setItem(STORAGE_KEYS.utm, JSON.stringify({ ref: 5, evil: 'x', utm_medium: 'cpc' }));
    expect(readLanding(localStorage)).toEqual({ utm_medium: 'cpc' });
  });
});
