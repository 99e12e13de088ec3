import { render } from '@testing-library/react';
import { useRemote } from './useRemote';

function Probe() {
  useRemote();
  return null;
}

describe('useRemote', () => {
  it('throws outside RemoteRoot (a wiring mistake)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useRemote must be used inside RemoteRoot');
  });
});
