/** The public face of the settings feature: other features import only what is exported here. */
export { SettingsPage } from './components/SettingsPage';
