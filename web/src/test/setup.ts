import { configure } from '@testing-library/react';

// Two test workers share two cores, and a page's chunk loads on first use: on a busy machine an
// answer can take a few seconds to appear. Waiting longer costs a passing test nothing.
configure({ asyncUtilTimeout: 5000 });
