export { shopApps, type ShopApp } from './apps.ts';
export { launchChromium, CHROMIUM_PATH } from './browser.ts';
export { startApp, type RunningApp } from './start-app.ts';
export { startBackOffice, startShop, type RunningBackOffice, type RunningShop } from './start-shop.ts';
