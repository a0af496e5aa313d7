export { createBffApp, createLogger, type BffDeps } from './app.js';
export { loadConfig, ConfigError, type BffConfig, type CognitoConfig } from './config.js';
