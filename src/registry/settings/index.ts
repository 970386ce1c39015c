export { defineSettingsPage, type SettingsPageSpec } from './defineSettingsPage';
