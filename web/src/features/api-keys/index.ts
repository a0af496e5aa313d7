// What other features may use of api-keys.
export { API_KEYS_PATH } from './apiKeysUrls';
