// What other features may import of the content feature (docs/content.md).
export { CONTENT_EDITOR_PATH } from './contentUrls';
export { HomeBanners, HomeRoles } from './components/HomeBanners';
