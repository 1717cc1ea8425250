export { CockpitApp } from './CockpitApp';
export { Icon } from './icons';
export { Avatar } from './layout/Avatar';
export * from './menu/menu-store';
export { preloadFirstScreenCode } from './preload-code';
