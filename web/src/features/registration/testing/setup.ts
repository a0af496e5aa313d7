import { afterEach } from 'vitest';
import { resetRegistration } from '../registrationStore';

// A setup file of the web's tests (web/vitest.config.ts runs every feature's testing/setup.ts
// around each test file): the registration state is a module singleton, and every test starts
// from an empty one.
afterEach(resetRegistration);
