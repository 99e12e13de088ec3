/**
 * A thin bar while this browser loads remotes from a developer's local override (local-overrides.ts), naming
 * each one and its entry, with a button that drops the overrides and reloads: nobody mistakes a local build for
 * the deployed site. Nothing when there is no override (every player).
 */
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { clearRemoteOverrides } from '../state/local-overrides';

export function RemoteOverrideBar() {
  const { t } = useTranslation();
  const { registry, storage } = useShellServices();
  const overrides = Object.entries(registry.overrides());
  if (overrides.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="remote-override-bar"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        padding: '6px 12px',
        background: '#1f2937',
        color: '#fde68a',
        fontSize: 13,
      }}
    >
      <span css={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
        {t('remotes.overrideBar', { list: overrides.map(([name, entry]) => `${name} ← ${entry}`).join(', ') })}
      </span>
      <button
        type="button"
        onClick={() => {
          clearRemoteOverrides(storage);
          window.location.reload();
        }}
        css={{
          border: `1px solid #fde68a`,
          background: 'transparent',
          color: '#fde68a',
          borderRadius: theme.radius.sm,
          padding: '2px 10px',
          cursor: 'pointer',
        }}
      >
        {t('remotes.overrideClear')}
      </button>
    </div>
  );
}
