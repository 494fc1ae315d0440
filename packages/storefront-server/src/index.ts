export { serverSettings, type ServerSettings } from './settings.ts';
