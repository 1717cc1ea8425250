export { iconNames, iconPaths } from './icon-paths';
