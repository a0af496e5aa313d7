// jsdom has no ResizeObserver, which Chakra's comboboxes use to position their lists. Imported
// for its effect by the tests (and test mocks) of pages with comboboxes.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
