/** The settings tab (/backoffice/settings): the mini-games' limits and the friend-invite commission, side by side on a desktop. */
import { PageColumns, useConsoleT } from '../../console';
import { InviteSettingsForm } from './InviteSettingsForm';
import { MiniGameSettingsForm } from './MiniGameSettingsForm';

export function SettingsPage() {
  const t = useConsoleT();
  return (
    <section data-testid="settings-page">
      <h2>{t('backoffice.settings.title')}</h2>
      <PageColumns split={[1, 1]}>
        <MiniGameSettingsForm />
        <InviteSettingsForm />
      </PageColumns>
    </section>
  );
}
