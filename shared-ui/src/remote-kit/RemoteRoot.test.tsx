import { act, render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from 'shared-contracts';
import { createFakeHttpClient, createTestRemoteProps } from 'shared-contracts/testing';
import { renderRemote } from '../testing';
import { RemoteRoot } from './RemoteRoot';
import { registerTexts } from './register-texts';
import { ShellNavigate } from './ShellNavigate';
import { useRemote } from './useRemote';

const TEXTS = { kitTest: { hello: 'hello from the remote' } };

function Hello() {
  const { t } = useTranslation();
  return <p data-testid="hello">{t('kitTest.hello')}</p>;
}

function TextsRoot(props: RemoteProps) {
  return (
    <RemoteRoot remote={props} texts={TEXTS}>
      <Hello />
    </RemoteRoot>
  );
}

/** A remote with two screens under /kit and the shell's /404 for anything else. */
function RoutedRoot(props: RemoteProps) {
  return (
    <RemoteRoot remote={props}>
      <Routes>
        <Route path="/a" element={<p data-testid="screen">a</p>} />
        <Route path="/b" element={<p data-testid="screen">b</p>} />
        <Route path="*" element={<ShellNavigate to="/404" />} />
      </Routes>
    </RemoteRoot>
  );
}

describe('<RemoteRoot>', () => {
  it("registers the remote's texts into the shell's i18n instance once, however often it mounts", () => {
    const { props, rerender, unmount } = renderRemote(TextsRoot, { basename: '/kit' });
    expect(screen.getByTestId('hello')).toHaveTextContent('hello from the remote');
    const add = jest.spyOn(props.i18n, 'addResourceBundle');
    rerender(<TextsRoot {...props} />);
    unmount();
    render(<TextsRoot {...props} />);
    expect(screen.getByTestId('hello')).toHaveTextContent('hello from the remote');
    expect(add).not.toHaveBeenCalled();
  });

  it('gives the tree the shell props and one query client with the kit defaults', () => {
    const seen: unknown[] = [];
    function Probe() {
      const client = useQueryClient();
      seen.push(client);
      const { basename } = useRemote();
      const q = client.getDefaultOptions().queries;
      return <p data-testid="probe">{`${basename} ${q?.retry} ${q?.staleTime} ${q?.refetchOnWindowFocus}`}</p>;
    }
    // outside the test helper (whose factory turns retries off), as the shell mounts it
    const { props } = createTestRemoteProps({ api: createFakeHttpClient({}).api, basename: '/kit' });
    const { rerender } = render(
      <RemoteRoot remote={props}>
        <Probe />
      </RemoteRoot>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('/kit 1 30000 false');
    rerender(
      <RemoteRoot remote={props}>
        <Probe />
      </RemoteRoot>,
    );
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });

  it("follows the shell's route/changed events inside its basename, keeping the query", () => {
    const { bus } = renderRemote(RoutedRoot, { basename: '/kit', path: '/kit/a' });
    expect(screen.getByTestId('screen')).toHaveTextContent('a');

    // the shell moves its own history, then announces the new path
    window.history.pushState(null, '', '/kit/b?tab=cart');
    act(() => bus.publish({ type: 'route/changed', pathname: '/kit/b' }));
    expect(screen.getByTestId('screen')).toHaveTextContent('b');
    expect(window.location.pathname + window.location.search).toBe('/kit/b?tab=cart');

    // leaving the remote: the shell unmounts it, its router does not follow
    window.history.pushState(null, '', '/wallet');
    act(() => bus.publish({ type: 'route/changed', pathname: '/wallet' }));
    expect(screen.getByTestId('screen')).toHaveTextContent('b');
  });

  it("sends a path the remote does not serve to the shell's /404", () => {
    const { navigate } = renderRemote(RoutedRoot, { basename: '/kit', path: '/kit/nope' });
    expect(screen.queryByTestId('screen')).not.toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/404');
  });

  it("serves absolute paths with basename '/' (a remote mounted on several roots)", () => {
    function TwoRoots(props: RemoteProps) {
      return (
        <RemoteRoot remote={props} basename="/">
          <Routes>
            <Route path="/wallet" element={<p data-testid="screen">wallet</p>} />
            <Route path="/underground/success" element={<p data-testid="screen">success</p>} />
          </Routes>
        </RemoteRoot>
      );
    }
    const { bus } = renderRemote(TwoRoots, { basename: '/underground', path: '/underground/success' });
    expect(screen.getByTestId('screen')).toHaveTextContent('success');
    window.history.pushState(null, '', '/wallet');
    act(() => bus.publish({ type: 'route/changed', pathname: '/wallet' }));
    expect(screen.getByTestId('screen')).toHaveTextContent('wallet');
  });

  it("keeps a remote's texts in its own namespace, where the same key of another package cannot clash", () => {
    function NamespacedRoot(props: RemoteProps) {
      return (
        <RemoteRoot remote={props} texts={TEXTS} namespace="kit">
          <Hello />
        </RemoteRoot>
      );
    }
    const { props } = renderRemote(NamespacedRoot, { basename: '/kit' });
    expect(screen.getByTestId('hello')).toHaveTextContent('hello from the remote');
    // another package's texts with the same key, in common: the remote still reads its own
    props.i18n.addResourceBundle('th', 'common', { kitTest: { hello: 'another package' } }, true, true);
    render(<NamespacedRoot {...props} />);
    expect(screen.getAllByTestId('hello').map((e) => e.textContent)).toEqual([
      'hello from the remote',
      'hello from the remote',
    ]);
  });

  it('fails loudly when other texts are registered in a namespace already filled, or over keys common has', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { props } = renderRemote(TextsRoot, { basename: '/kit' });
    expect(() => registerTexts(props.i18n, { other: {} }, 'th', 'kit-b')).not.toThrow();
    expect(() => registerTexts(props.i18n, { other: {} }, 'th', 'kit-b')).toThrow(/clash/);
    // common takes more keys under a key it has, never another text for one of its keys
    expect(() => registerTexts(props.i18n, { kitTest: { bye: 'x' } })).not.toThrow();
    expect(() => registerTexts(props.i18n, { kitTest: { hello: 'another text' } })).toThrow(/kitTest\.hello/);
  });
});
