/** The placeholder while a remote's code is fetched and mounted. */
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const Wrap = styled.div({ padding: '4rem 1rem', textAlign: 'center', color: theme.color.muted });
const Spinner = styled.div({
  width: '2.5rem',
  height: '2.5rem',
  margin: '0 auto 0.75rem',
  borderRadius: '50%',
  border: `4px solid ${theme.color.line}`,
  borderTopColor: theme.color.red,
  animation: `${spin} 0.9s linear infinite`,
});

export function RemoteLoading({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Wrap data-testid={`remote-loading-${name}`} aria-busy>
      <Spinner />
      {t('remotes.loading', { name: t(`remotes.${name}`, { defaultValue: name }) })}
    </Wrap>
  );
}
